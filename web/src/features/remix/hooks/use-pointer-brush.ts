import { type PointerEvent, useState } from 'react';
import type { PhotoPoint } from '../utils/keyboard-brush';
import { type MaskStroke, onPhoto } from '../utils/mask-strokes';

interface PointerBrushOptions {
  /** The stroke a brush put down now would start: paint or erase, and its size. */
  newStroke: (at: PhotoPoint) => MaskStroke;
  onStroke: (stroke: MaskStroke) => void;
  disabled: boolean;
}

/** Where a pointer event falls on the photo, as shares of its width and height. */
function pointAt(event: PointerEvent<SVGSVGElement>): PhotoPoint {
  const box = event.currentTarget.getBoundingClientRect();
  return { x: onPhoto((event.clientX - box.left) / box.width), y: onPhoto((event.clientY - box.top) / box.height) };
}

/**
 * The brush under a mouse, pen or finger: pressing starts a stroke, moving draws it, lifting (or a cancelled pointer)
 * ends it. One pointer draws at a time; the stroke being drawn shows before it is handed on.
 */
export function usePointerBrush({ newStroke, onStroke, disabled }: PointerBrushOptions) {
  const [drawing, setDrawing] = useState<{ pointerId: number; stroke: MaskStroke } | null>(null);

  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled || drawing) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrawing({ pointerId: event.pointerId, stroke: newStroke(pointAt(event)) });
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing?.pointerId !== event.pointerId) return;
    const stroke = { ...drawing.stroke, points: [...drawing.stroke.points, pointAt(event)] };
    setDrawing({ ...drawing, stroke });
  };
  const finish = (event: PointerEvent<SVGSVGElement>) => {
    if (drawing?.pointerId !== event.pointerId) return;
    onStroke(drawing.stroke);
    setDrawing(null);
  };

  return {
    stroke: drawing?.stroke ?? null,
    handlers: { onPointerDown: start, onPointerMove: move, onPointerUp: finish, onPointerCancel: finish },
  };
}
