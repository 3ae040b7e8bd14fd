/**
 * One stroke of the brush, in coordinates relative to the photo (0–1 across and down), so it fits whatever size the
 * photo is sent at.
 */
export interface MaskStroke {
  /** An erasing stroke takes paint away. */
  erase: boolean;
  /** Brush diameter as a share of the photo's long edge. */
  size: number;
  points: { x: number; y: number }[];
}

/** A share of the photo's width or height kept on the photo (0–1), wherever the pointer or the keys took it. */
export function onPhoto(share: number): number {
  return Math.min(1, Math.max(0, share));
}

/** The brush sizes offered, as a share of the photo's long edge. */
export const BRUSH_SIZES = { small: 0.03, medium: 0.07, large: 0.14 } as const;
export type BrushSize = keyof typeof BRUSH_SIZES;

/** Whether any stroke paints (the server still refuses a mask whose paint was all erased). */
export function hasPaint(strokes: readonly MaskStroke[]): boolean {
  return strokes.some((stroke) => !stroke.erase);
}

/** Long edge of the grid paintedShare samples: enough for a share to a percent, cheap on every stroke. */
const SHARE_GRID_EDGE = 64;

/**
 * The share of a `width` × `height` photo the strokes paint (0–1), sampled on a grid: a cell is painted when the last
 * stroke that covers its centre paints rather than erases, as the mask is drawn.
 */
export function paintedShare(strokes: readonly MaskStroke[], width: number, height: number): number {
  if (!hasPaint(strokes)) return 0;
  const scale = SHARE_GRID_EDGE / Math.max(width, height);
  const columns = Math.max(1, Math.round(width * scale));
  const rows = Math.max(1, Math.round(height * scale));
  let painted = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const at = { x: ((column + 0.5) / columns) * width, y: ((row + 0.5) / rows) * height };
      const last = strokes.findLast((stroke) => covers(stroke, at, width, height));
      if (last && !last.erase) painted += 1;
    }
  }
  return painted / (columns * rows);
}

/** Whether the stroke's round brush passes over `at` (in photo pixels). */
function covers(stroke: MaskStroke, at: { x: number; y: number }, width: number, height: number): boolean {
  const radius = (stroke.size * Math.max(width, height)) / 2;
  const points = stroke.points.map((point) => ({ x: point.x * width, y: point.y * height }));
  return points.some((point, index) => {
    const previous = points[index - 1] ?? point;
    return distanceToSegment(at, previous, point) <= radius;
  });
}

function distanceToSegment(
  p: { x: number; y: number },
  a: { x: number; y: number },
  b: { x: number; y: number },
): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** An SVG path of the stroke in a `width` × `height` drawing; a single point is a zero-length line (a dot). */
export function strokePath(stroke: MaskStroke, width: number, height: number): string {
  const [first, ...rest] = stroke.points;
  if (!first) return '';
  const at = ({ x, y }: { x: number; y: number }) => `${(x * width).toFixed(1)} ${(y * height).toFixed(1)}`;
  return `M ${at(first)} ${(rest.length > 0 ? rest : [first]).map((point) => `L ${at(point)}`).join(' ')}`;
}

/**
 * The mask `POST /api/process` takes, drawn from the strokes at the size the photo is sent at: a PNG, white where
 * painted (the region to change), black elsewhere.
 */
export async function renderMaskPng(strokes: readonly MaskStroke[], width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Could not prepare the painted region');
  context.fillStyle = '#000';
  context.fillRect(0, 0, width, height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    context.strokeStyle = stroke.erase ? '#000' : '#fff';
    context.lineWidth = stroke.size * Math.max(width, height);
    context.stroke(new Path2D(strokePath(stroke, width, height)));
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not prepare the painted region'))),
      'image/png',
    );
  });
}
