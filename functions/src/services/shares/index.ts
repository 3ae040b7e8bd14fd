// The capability's public face (docs/architecture.md#capabilities): what http/, index.ts and the capabilities above use.

export { countShareRead, findShare, shareImageBlob, viewShare } from './public-shares';
export type { ShareLookup } from './public-shares';
export { countShare, createShare, listOwnShares, revokeOwnShare, revokeSharesOfResult } from './shares';
export { shareImagePath, shareUrl } from './share-links';
