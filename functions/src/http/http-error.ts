import type { ApiIssue, ErrorCode } from '@roomremix/contracts/api-error';
import { namedError } from '../domain/named-error';

/** An error the API answers as is: `status` with the JSON body `{ message, code, issues? }`; `message` is user-facing. */
export class HttpError extends namedError('HttpError') {
  readonly status: number;
  readonly code: ErrorCode;
  readonly issues: ApiIssue[] | undefined;

  constructor(status: number, code: ErrorCode, message: string, issues?: ApiIssue[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}
