import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';

const KEY_STEP = 5;
const PAGE_STEP = 20;
const INITIAL_POSITION = 50;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** Where a key moves the divider from `position`, or null for keys the slider does not handle. */
function positionAfterKey(key: string, position: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(position - KEY_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(position + KEY_STEP);
    case 'PageDown':
      return clamp(position - PAGE_STEP);
    case 'PageUp':
      return clamp(position + PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/**
 * A comparison divider's position (0–100 % of the frame's width): it follows a drag anywhere on the frame, which
 * hands the focus to the handle, and the handle's keys move it 5 % (arrows), 20 % (Page Up/Down) or to the ends.
 */
export function useDividerPosition() {
  const [position, setPosition] = useState(INITIAL_POSITION);
  const [dragging, setDragging] = useState(false);
  const frameRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);

  const moveTo = (clientX: number) => {
    const frame = frameRef.current?.getBoundingClientRect();
    if (!frame || frame.width === 0) return;
    setPosition(clamp(((clientX - frame.left) / frame.width) * 100));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
    moveTo(event.clientX);
    // Keyboard control carries on from where the pointer left the divider.
    handleRef.current?.focus({ preventScroll: true });
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging) moveTo(event.clientX);
  };
  const endDrag = () => setDragging(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = positionAfterKey(event.key, position);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  return {
    position,
    dragging,
    frameRef,
    frameHandlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag },
    handleRef,
    onKeyDown,
  };
}
