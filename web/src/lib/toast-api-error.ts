import { toast } from '@/components/ui/toast';
import { readApiErrorBody } from './api-error-body';

/**
 * The one place a failed call becomes a notification: a destructive toast with the server's `message` when it
 * sent one, else the caller's fallback text. The full error goes to the console, never to the user.
 */
export function toastApiError(
  error: unknown,
  { title, fallback, topic }: { title: string; fallback: string; topic?: string },
): void {
  console.error(error);
  toast({ title, description: readApiErrorBody(error)?.message ?? fallback, variant: 'destructive', topic });
}

/**
 * Awaits an action the user asked for, then says how it went: a toast titled `done`, or the failure as
 * `toastApiError` shows it (titled 'Error'). Resolves whether it succeeded.
 */
export async function toastOutcome(
  action: Promise<unknown>,
  { done, fallback }: { done: string; fallback: string },
): Promise<boolean> {
  try {
    await action;
  } catch (error) {
    toastApiError(error, { title: 'Error', fallback });
    return false;
  }
  toast({ title: done });
  return true;
}
