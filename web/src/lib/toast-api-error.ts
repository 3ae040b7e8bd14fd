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
