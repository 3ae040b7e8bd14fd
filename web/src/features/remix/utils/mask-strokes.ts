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

/** The brush sizes offered, as a share of the photo's long edge. */
export const BRUSH_SIZES = { small: 0.03, medium: 0.07, large: 0.14 } as const;
export type BrushSize = keyof typeof BRUSH_SIZES;

/** Whether any stroke paints (the server still refuses a mask whose paint was all erased). */
export function hasPaint(strokes: readonly MaskStroke[]): boolean {
  return strokes.some((stroke) => !stroke.erase);
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
