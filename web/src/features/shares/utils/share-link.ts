/** A phone or tablet: its main pointer is a finger. Desktop browsers have `navigator.share` too, but copy there. */
const TOUCH_DEVICE_QUERY = '(pointer: coarse)';

/** Whether a link goes out through the device's own share sheet (the Web Share API) rather than the clipboard. */
export function hasShareSheet(): boolean {
  return typeof navigator.share === 'function' && (window.matchMedia?.(TOUCH_DEVICE_QUERY).matches ?? false);
}

/** How the share sheet ended: shared, closed by the user, or refused by the browser (e.g. no user gesture left). */
export type ShareSheetOutcome = 'shared' | 'cancelled' | 'refused';

/** Opens the device's share sheet with a link and its title. */
export async function openShareSheet(link: { title: string; url: string }): Promise<ShareSheetOutcome> {
  try {
    await navigator.share(link);
    return 'shared';
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    console.warn('The share sheet did not open', error);
    return 'refused';
  }
}
