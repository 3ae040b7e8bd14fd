import type { AppConfig } from '../../config';
import type { BlobStore } from './blob-store';
import { createGcsBlobStore } from './gcs-blob-store';
import { createLocalFsBlobStore, type LocalFsBlobStore } from './local-fs-blob-store';

/** The blob store the config names (`BLOB_STORE`): local-fs in dev and tests, gcs in production. */
export function createBlobStore(config: Pick<AppConfig, 'blobStore' | 'urlSigningSecret'>): BlobStore {
  return config.blobStore.kind === 'local-fs'
    ? createLocalFsBlobStore({ directory: config.blobStore.directory, urlSigningSecret: config.urlSigningSecret })
    : createGcsBlobStore({ bucket: config.blobStore.bucket });
}

/** Whether the store is the local one, whose signed URLs the API itself must serve and check (`/api/files`). */
export function isLocalFsBlobStore(store: BlobStore): store is LocalFsBlobStore {
  return 'verifySignedUrl' in store && typeof store.verifySignedUrl === 'function';
}
