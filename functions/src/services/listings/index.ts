// The capability's public face (docs/architecture.md#capabilities): what http/, index.ts and the capabilities above use.

export {
  ListingFieldError,
  ListingNotFoundError,
  ListingPhotoNotFoundError,
  ListingTakeNotFoundError,
  ListingTakesBusyError,
  StagingNotAffordableError,
} from './listing-errors';
export {
  ORIGINALS_IMAGES,
  createOriginalsLink,
  findOriginals,
  firstOriginalsPhoto,
  originalsImageBlob,
  publicListingOf,
  revokeOriginalsLink,
} from './originals-links';
export type { OriginalsImage, OriginalsLookup } from './originals-links';
export {
  createListing,
  listOwnListings,
  readOwnListing,
  readOwnListingDoc,
  updateOwnListing,
  updateOwnListingPhoto,
} from './listings';
export type { StagingDeps } from './listings';
export { addListingPhotos } from './listing-photos';
export { deleteOwnListing, deleteOwnListingPhoto, deleteOwnTake } from './listing-deletions';
export { listingExportFileName, writeListingExport } from './listing-export';
export { stageListing } from './stagings';
