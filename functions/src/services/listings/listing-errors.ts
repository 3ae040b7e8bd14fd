import { namedError } from '../../domain/named-error';

/** No listing of this user has the id (another user's listing is answered the same). */
export class ListingNotFoundError extends namedError('ListingNotFoundError') {}

/** The listing has no photo with the id. */
export class ListingPhotoNotFoundError extends namedError('ListingPhotoNotFoundError') {}

/** A request about a listing that its current photos refuse (the 31st photo, a reorder that loses one, …). */
export class ListingFieldError extends namedError('ListingFieldError') {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}
