import archiver, { type Archiver } from 'archiver';
import type { Response } from 'express';
import type { Logger } from '../adapters/logging/logger';

/**
 * Answers `200` with a ZIP named `filename` that `write` fills entry by entry while it streams: `pipe` stops reading
 * the archive while the response's buffer is full (the archive's backpressure), so memory holds about one entry.
 * An archive error ends the response (the download fails visibly); a `write` failure aborts it and rethrows.
 */
export async function sendZip(
  res: Response,
  filename: string,
  logger: Logger,
  write: (archive: Archiver) => Promise<void>,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  const archive = archiver('zip', { zlib: { level: 6 } });
  archive.on('warning', (warning) => logger.warn('Archive warning', { cause: String(warning) }));
  archive.on('error', (error) => {
    logger.error('Archive failed', error, { filename });
    res.destroy(error);
  });
  archive.pipe(res);
  try {
    await write(archive);
  } catch (error) {
    archive.abort();
    throw error;
  }
  await archive.finalize();
}
