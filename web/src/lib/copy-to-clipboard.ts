/**
 * Puts `text` on the clipboard; false where the browser has no clipboard here (an insecure page) or refused it
 * (no permission, no user gesture left), so the caller can show the text to be copied by hand.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Could not copy to the clipboard', error);
    return false;
  }
}
