import type { ApiIssue, ErrorCode } from '@roomremix/contracts/api-error';
import { namedError } from '../domain/named-error';

/**
 * A refusal the http layer decides itself (no session, an unknown route, a malformed upload): answered with the JSON
 * body `{ message, code, issues? }` and the status error-map.ts gives `code`; `message` is user-facing.
 */
export class RequestError extends namedError('RequestError') {
  readonly code: ErrorCode;
  readonly issues: ApiIssue[] | undefined;

  constructor(code: ErrorCode, message: string, issues?: ApiIssue[]) {
    super(message);
    this.code = code;
    this.issues = issues;
  }
}
