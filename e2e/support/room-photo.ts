import sharp from 'sharp';

/** How a test room differs: its size, format, and a shift that moves its floor and window (so photos differ). */
export interface RoomPhotoOptions {
  width?: number;
  height?: number;
  format?: 'png' | 'jpeg';
  shift?: number;
}

/**
 * A room-like photo the specs upload: a wall, a darker floor and a window, drawn at any size (the shapes scale with
 * it). `shift` (0, 1, 2…) lowers the floor and moves the window, so the photos of one listing differ.
 */
export function roomPhoto({
  width = 1200,
  height = 800,
  format = 'png',
  shift = 0,
}: RoomPhotoOptions = {}): Promise<Buffer> {
  const x = (share: number) => Math.round(width * share);
  const y = (share: number) => Math.round(height * share);
  const floor = y(0.675 + shift * 0.025);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#bca98f"/>
    <rect y="${floor}" width="${width}" height="${height - floor}" fill="#8c6446"/>
    <rect x="${x(0.133 + shift * 0.167)}" y="${y(0.1625)}" width="${x(0.217)}" height="${y(0.3375)}" fill="#c8e1f5"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}
