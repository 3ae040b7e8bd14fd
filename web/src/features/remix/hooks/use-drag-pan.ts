import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';

/** How far one arrow key moves the view, at least: a tenth of the box when that is more; Shift moves four times as far. */
const PAN_STEP_PX = 48;
const SHIFT_FACTOR = 4;

/** The direction each arrow key moves the view in (the content moves the other way, as a map's does). */
const ARROW_DIRECTIONS: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  left: number;
  top: number;
}

/**
 * Panning a scrolling box: dragged with a mouse or pen, and with the arrow keys while it has the focus. Touch is left
 * to the browser, which scrolls the box natively (with momentum) under `touch-action: pan-x pan-y`. Spread `handlers`
 * on the box; `dragging` is for the cursor.
 */
export function useDragPan() {
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);
  const end = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };
  return {
    dragging,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'touch' || event.button !== 0) return;
        const box = event.currentTarget;
        drag.current = {
          pointerId: event.pointerId,
          x: event.clientX,
          y: event.clientY,
          left: box.scrollLeft,
          top: box.scrollTop,
        };
        box.setPointerCapture(event.pointerId);
        setDragging(true);
        // No text selection or image drag while panning.
        event.preventDefault();
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const start = drag.current;
        if (start?.pointerId !== event.pointerId) return;
        event.currentTarget.scrollLeft = start.left - (event.clientX - start.x);
        event.currentTarget.scrollTop = start.top - (event.clientY - start.y);
      },
      onPointerUp: end,
      onPointerCancel: end,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const direction = ARROW_DIRECTIONS[event.key];
        if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
        const box = event.currentTarget;
        const factor = event.shiftKey ? SHIFT_FACTOR : 1;
        box.scrollLeft += direction.x * factor * Math.max(PAN_STEP_PX, box.clientWidth / 10);
        box.scrollTop += direction.y * factor * Math.max(PAN_STEP_PX, box.clientHeight / 10);
        event.preventDefault();
      },
    },
  };
}
