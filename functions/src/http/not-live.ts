import { RequestError } from './request-error';

/**
 * The answer to a public link's token that names nothing live, shares and originals pages alike: 410 for a link that
 * was turned off (it will not come back), 404 for a token that never named anything.
 */
export function notLive(
  lookup: { kind: 'revoked' | 'missing' },
  messages: { revoked: string; missing: string },
): RequestError {
  return lookup.kind === 'revoked'
    ? new RequestError('gone', messages.revoked)
    : new RequestError('not_found', messages.missing);
}
