import { readApiErrorBody } from '@/lib/api-error-body';
import { toastApiError } from '@/lib/toast-api-error';
import { ADMIN_TEXTS } from '../texts';

/**
 * Shows why a form's call failed: under the fields when the API's issues name some of them (`showServerErrors` of
 * `useContractForm`), else as a toast with the API's message (of `topic`: it takes the place of that topic's last).
 */
export function reportRefusal(
  error: unknown,
  form: { fieldNames: readonly string[]; showServerErrors: (error: unknown) => void },
  title: string,
  topic?: string,
): void {
  const issues = readApiErrorBody(error)?.issues ?? [];
  if (issues.some((issue) => form.fieldNames.includes(issue.path))) {
    console.error(error);
    form.showServerErrors(error);
    return;
  }
  toastApiError(error, { title, fallback: ADMIN_TEXTS.failedFallback, topic });
}
