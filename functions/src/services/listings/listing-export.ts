import { once } from 'node:events';
import { UNKNOWN_TAKE_DISCLOSURE } from '../../domain/disclosure-words';
import type { Archiver } from 'archiver';
import type { ListingPhotoEntry, ListingRecord } from '../../ports/listings';
import type { ListingsDeps } from './deps';

/** The export's file name: the listing's title made safe for a file name. */
export function listingExportFileName(title: string): string {
  return `${fileNamePart(title) || 'listing'}-photos.zip`;
}

/** Text made safe for a file name: ASCII letters and digits, lower-cased, joined by hyphens. */
function fileNamePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/**
 * Writes the listing's photos into `archive` in listing order (docs/api.md#listings): `originals/NN-<room>.jpg`, and
 * for each staged photo (its most recent successful staging, as its originals page shows it)
 * `staged/NN-<room>-<its disclosure's words>.jpg` (as its disclosure made it: labelled, or unmarked for a caption),
 * then `captions.csv` (file, the caption that says what was done, original file). Images are read one at a time and the next only once the archive
 * took the previous one, so memory holds one image whatever the listing's size.
 */
export async function writeListingExport(deps: ListingsDeps, listing: ListingRecord, archive: Archiver): Promise<void> {
  const add = async (name: string, content: Buffer | string) => {
    archive.append(content, { name });
    await once(archive, 'entry');
  };
  const captions: string[][] = [['file', 'caption', 'original file']];
  for (const [index, photo] of listing.photos.entries()) {
    const name = photoFileName(index, photo);
    const original = await deps.blobStore.get(photo.image.key);
    if (original) await add(`originals/${name}.jpg`, original.buffer);
    const staged = photo.stagedImageKey ? await deps.blobStore.get(photo.stagedImageKey) : null;
    if (!staged) continue;
    const { words, caption } = photo.stagedDisclosure ?? UNKNOWN_TAKE_DISCLOSURE;
    const file = `staged/${name}-${fileNamePart(words)}.jpg`;
    await add(file, staged.buffer);
    captions.push([file, caption, `originals/${name}.jpg`]);
  }
  await add('captions.csv', captions.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n');
}

/** `NN-<room>`: the photo's place, two digits from 01, and its room type (or `photo`). */
function photoFileName(index: number, photo: ListingPhotoEntry): string {
  return `${String(index + 1).padStart(2, '0')}-${photo.roomType ?? 'photo'}`;
}

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
