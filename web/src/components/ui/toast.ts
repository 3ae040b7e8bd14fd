import { createToaster } from '@chakra-ui/react/toast';
import { TOAST } from '@roomremix/contracts/constants';
import { HEADER_HEIGHT } from '@/lib/layout';

/** Narrower than Chakra's `md` breakpoint (48em), where the toaster also spans the width. */
const PHONE_WIDTH_QUERY = '(max-width: 47.99em)';

const onPhone = globalThis.matchMedia?.(PHONE_WIDTH_QUERY).matches ?? false;

/** Chakra's distance from the window's edges. */
const EDGE = '1rem';

/**
 * The app's single toast store: one toast on screen at a time (the next waits its turn), 5 s each, F8
 * moves focus to them. Show notifications through `toast()`, which speaks the spec's variants. On phones toasts sit
 * at the top, where they never cover the buttons at the foot of a dialog or the page, just below the header, which
 * keeps the balance a purchase or a remix has just changed in view.
 */
export const toaster = createToaster({
  placement: onPhone ? 'top' : 'bottom-end',
  offsets: onPhone ? { top: `calc(${HEADER_HEIGHT} + 0.5rem)`, right: EDGE, bottom: EDGE, left: EDGE } : EDGE,
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
  /**
   * The action the toast reports on, e.g. 'sign-in': a toast of the same topic takes the place of the one on screen
   * instead of waiting behind it, so a success never shows under the stale error of an earlier try.
   */
  topic?: string;
}

/** Shows a notification; it closes after 5 s, on its close button, on Escape or when swiped right. */
export function toast({ variant = 'default', topic, ...input }: ToastInput): void {
  // zag spreads the options over the toast it makes, so an absent id must not be passed as `id: undefined`.
  toaster.create({
    ...input,
    ...(topic === undefined ? {} : { id: topic }),
    type: variant === 'destructive' ? 'error' : 'info',
    closable: true,
  });
}
