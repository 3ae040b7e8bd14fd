const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** A file size as the product writes sizes: Bytes, KB, MB or GB with one decimal, e.g. '512 Bytes', '25.0 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const exponent = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  if (exponent === 0) return `${bytes} Bytes`;
  return `${(bytes / 1024 ** exponent).toFixed(1)} ${UNITS[exponent]}`;
}
