import { namedError } from '../../domain/named-error';
import { InsufficientTokensError } from '../core';

/** No listing of this user has the id (another user's listing is answered the same). */
export class ListingNotFoundError extends namedError('ListingNotFoundError') {}

/** The listing has no photo with the id. */
export class ListingPhotoNotFoundError extends namedError('ListingPhotoNotFoundError') {}

/** The photo has no take (staging) with the id. */
export class ListingTakeNotFoundError extends namedError('ListingTakeNotFoundError') {}

/**
 * A photo's take of the wanted look is still being made under another disclosure, or a take changed while a staging
 * was re-marking it: nothing was done, and the staging can be asked again once it is finished (409).
 */
export class ListingTakesBusyError extends namedError('ListingTakesBusyError') {}

/** The balance does not cover the batch: InsufficientTokensError, told as a staging's of `photos` photos (402). */
export class StagingNotAffordableError extends namedError('StagingNotAffordableError') {
  constructor(
    readonly photos: number,
    readonly balance: number,
    readonly required: number,
  ) {
    super(`Balance ${balance} is below the ${required} tokens staging ${photos} photos requires`);
  }
}

/** A request about a listing that its current photos refuse (the 31st photo, a reorder that loses one, …). */
export class ListingFieldError extends namedError('ListingFieldError') {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** Rethrows the ledger's InsufficientTokensError as a staging's of `photos` photos; any other error as it is. */
export function stagingRefusalOf(photos: number): (error: unknown) => never {
  return (error) => {
    if (error instanceof InsufficientTokensError) {
      throw new StagingNotAffordableError(photos, error.balance, error.required);
    }
    throw error;
  };
}
