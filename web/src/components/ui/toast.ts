import { createToaster } from '@chakra-ui/react/toast';
import { TOAST } from '@roomremix/contracts/constants';

/**
 * The app's single toast store: one toast on screen at a time (the next waits its turn), 5 s each, F8
 * moves focus to them. Show notifications through `toast()`, which speaks the spec's variants.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST.limit,
  duration: TOAST.durationMs,
  hotkey: [TOAST.hotkey],
  pauseOnPageIdle: true,
});

/** The two looks a notification has. */
export type ToastVariant = 'default' | 'destructive';

/** What a notification shows. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
}

/** Shows a notification; it closes after 5 s, on its close button, on Escape or when swiped right. */
export function toast({ variant = 'default', ...input }: ToastInput): void {
  toaster.create({ ...input, type: variant === 'destructive' ? 'error' : 'info', closable: true });
}
