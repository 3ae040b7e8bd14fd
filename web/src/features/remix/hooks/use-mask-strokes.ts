import { useState } from 'react';
import type { MaskStroke } from '../utils/mask-strokes';

/** The strokes painted over the base photo, with undo and clear; a new base photo starts with none. */
export function useMaskStrokes() {
  const [strokes, setStrokes] = useState<MaskStroke[]>([]);
  return {
    strokes,
    add: (stroke: MaskStroke) => setStrokes((current) => [...current, stroke]),
    undo: () => setStrokes((current) => current.slice(0, -1)),
    clear: () => setStrokes([]),
  };
}
