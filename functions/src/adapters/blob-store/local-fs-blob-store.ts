import { randomUUID } from 'node:crypto';
import { lstat, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import {
  assertBlobKey,
  assertBlobPrefix,
  assertContentType,
  assertExpiry,
  type BlobStore,
  type StoredBlob,
} from './blob-store';
import { createUrlSigner, LOCAL_FILES_PATH, type SignedUrlCheck } from './url-signing';

/** Where the local store keeps its files and how it signs URLs. */
export interface LocalFsBlobStoreOptions {
  /** Absolute directory (the config's `blobStore.directory`). */
  directory: string;
  urlSigningSecret: string;
  /** Path the API serves files under; default /api/files. */
  pathPrefix?: string | undefined;
  /** The clock signed URL expiries are checked against; tests pass a fixed one. */
  now?: (() => Date) | undefined;
}

/** The local-disk blob store, plus the check the `GET /api/files/*` route needs. */
export interface LocalFsBlobStore extends BlobStore {
  readonly directory: string;
  /** Checks a file URL's `expires` and `sig` query values for `key` (see UrlSigner.verify). */
  verifySignedUrl(key: string, expires: unknown, sig: unknown, now?: Date): SignedUrlCheck;
}

interface Meta {
  contentType: string;
}

/**
 * Blobs on local disk for dev and tests (the Storage emulator cannot run offline). Bytes live under
 * `<directory>/data/<key>` and the content type under `<directory>/meta/<key>.json`; both are written to a temporary
 * file and renamed, so a reader never sees half a file, and data is written before its meta (and removed after it),
 * so an object with meta always has its data. Keys are validated and resolved inside the directory, so no key can
 * reach a file outside it. Signed URLs point at the API (`/api/files/<key>?expires=&sig=`), which serves the file
 * after verifySignedUrl.
 */
export function createLocalFsBlobStore(options: LocalFsBlobStoreOptions): LocalFsBlobStore {
  const root = resolve(options.directory);
  const dataRoot = join(root, 'data');
  const metaRoot = join(root, 'meta');
  const signer = createUrlSigner(options.urlSigningSecret, options.pathPrefix ?? LOCAL_FILES_PATH);
  const now = options.now ?? (() => new Date());

  const pathsOf = (key: string) => {
    assertBlobKey(key);
    return { data: inside(dataRoot, key), meta: inside(metaRoot, `${key}.json`) };
  };

  return {
    directory: root,
    async put(key, buffer, contentType) {
      const paths = pathsOf(key);
      assertContentType(contentType);
      await writeAtomically(paths.data, buffer);
      await writeAtomically(paths.meta, JSON.stringify({ contentType } satisfies Meta));
    },
    async get(key): Promise<StoredBlob | null> {
      const paths = pathsOf(key);
      const metaText = await readIfExists(paths.meta);
      if (metaText === null) return null;
      const buffer = await readIfExists(paths.data);
      if (buffer === null) return null; // deleted between the two reads
      const { contentType } = JSON.parse(metaText.toString('utf8')) as Meta;
      return { buffer, contentType };
    },
    async delete(key) {
      const paths = pathsOf(key);
      await rm(paths.meta, { force: true });
      await rm(paths.data, { force: true });
    },
    async deleteByPrefix(prefix) {
      assertBlobPrefix(prefix);
      // Meta before data, as in delete: no object is ever left with meta but without data.
      await removeFolder(inside(metaRoot, prefix));
      await removeFolder(inside(dataRoot, prefix));
    },
    async signedUrl(key, expiresAt) {
      assertBlobKey(key);
      assertExpiry(expiresAt, now().getTime());
      return signer.url(key, expiresAt.getTime() / 1000);
    },
    verifySignedUrl(key, expires, sig, at = now()) {
      return signer.verify(key, expires, sig, at);
    },
  };
}

/** `root/relative`, refusing anything that would resolve outside root (a second guard behind key validation). */
function inside(root: string, relative: string): string {
  const path = resolve(root, relative);
  if (!path.startsWith(root + sep)) throw new Error(`Blob path escapes its directory: ${relative}`);
  return path;
}

async function writeAtomically(path: string, content: Buffer | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // Key segments never start with '.', so the temporary name cannot be another object's.
  const temporary = join(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, content);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Removes the folder and all in it; a file of that name is an object, not a folder (`a.jpg/` leaves `a.jpg`). */
async function removeFolder(path: string): Promise<void> {
  const stats = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (stats?.isDirectory()) await rm(path, { recursive: true, force: true });
}

async function readIfExists(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
