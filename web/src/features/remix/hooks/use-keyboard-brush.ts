import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import { movedBy, type PhotoPoint, togglesBrush } from '../utils/keyboard-brush';
import type { MaskStroke } from '../utils/mask-strokes';

interface KeyboardBrushOptions {
  /** The stroke a brush put down now would start: paint or erase, and its size. */
  newStroke: (at: PhotoPoint) => MaskStroke;
  onStroke: (stroke: MaskStroke) => void;
  disabled: boolean;
}

const CENTRE: PhotoPoint = { x: 0.5, y: 0.5 };

/**
 * The brush without a pointer: arrow keys move a cursor over the photo (Shift for big steps), Space or Enter puts the
 * brush down and lifts it again, painting the line it moved along; Escape or leaving the photo lifts it too.
 */
export function useKeyboardBrush({ newStroke, onStroke, disabled }: KeyboardBrushOptions) {
  const [cursor, setCursor] = useState<PhotoPoint>(CENTRE);
  const [stroke, setStroke] = useState<MaskStroke | null>(null);
  const [focused, setFocused] = useState(false);

  const lift = () => {
    if (stroke) onStroke(stroke);
    setStroke(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const moved = movedBy(cursor, event.key, event.shiftKey);
    if (moved) {
      setCursor(moved);
      if (stroke) setStroke({ ...stroke, points: [...stroke.points, moved] });
    } else if (togglesBrush(event.key)) {
      if (stroke) lift();
      else setStroke(newStroke(cursor));
    } else if (event.key === 'Escape' && stroke) {
      lift();
    } else {
      return;
    }
    // The page must not scroll or submit under keys the brush took.
    event.preventDefault();
  };

  return {
    cursor,
    /** The stroke being drawn from the keyboard, until the brush is lifted. */
    stroke,
    focused,
    handlers: {
      onKeyDown,
      // A click focuses the photo too; the cursor is for keyboard users only.
      onFocus: (event: FocusEvent) => setFocused(event.currentTarget.matches(':focus-visible')),
      onBlur: () => {
        setFocused(false);
        lift();
      },
    },
  };
}
