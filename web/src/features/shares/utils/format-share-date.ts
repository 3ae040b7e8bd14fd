/** A share's date as its page and the list of links show it, e.g. 'May 3, 2025'. */
export function formatShareDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
