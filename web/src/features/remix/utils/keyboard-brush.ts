import { type MaskStroke, onPhoto } from './mask-strokes';

/** A point on the photo, 0–1 across and down, as strokes keep them. */
export type PhotoPoint = MaskStroke['points'][number];

/** How far an arrow key moves the keyboard brush, as a share of the photo; with Shift, the big step. */
export const KEYBOARD_STEP = 0.02;
export const KEYBOARD_BIG_STEP = 0.1;

const ARROWS: Record<string, PhotoPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Where an arrow key moves the brush from `point`, kept on the photo; null for any other key. */
export function movedBy(point: PhotoPoint, key: string, big: boolean): PhotoPoint | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = big ? KEYBOARD_BIG_STEP : KEYBOARD_STEP;
  // Rounded: steps of 0.02 summed in floating point would drift off the positions the status reads out.
  const clamp = (value: number) => Math.round(onPhoto(value) * 1000) / 1000;
  return { x: clamp(point.x + direction.x * step), y: clamp(point.y + direction.y * step) };
}

/** Whether the key puts the keyboard brush down or lifts it. */
export function togglesBrush(key: string): boolean {
  return key === ' ' || key === 'Enter';
}

/** What a screen reader hears of the keyboard brush: where it is and what Space will do. */
export function keyboardBrushStatus(cursor: PhotoPoint, down: boolean, erase: boolean): string {
  const at = `${Math.round(cursor.x * 100)}% across, ${Math.round(cursor.y * 100)}% down`;
  if (down) return `${erase ? 'Erasing' : 'Painting'} at ${at}. Space ends the stroke.`;
  return `Brush at ${at}. Space starts ${erase ? 'erasing' : 'painting'}.`;
}
