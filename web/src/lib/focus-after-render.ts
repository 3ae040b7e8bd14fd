import type { RefObject } from 'react';

/**
 * Moves the focus to `target` once the update under way has rendered: for an action whose own button disappears
 * (Remove, New Remix), so the keyboard user is not sent back to the top of the page.
 */
export function focusAfterRender(target: RefObject<HTMLElement | null>): void {
  requestAnimationFrame(() => target.current?.focus());
}
