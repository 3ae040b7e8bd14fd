/** A result's creation time as the cards and the details show it, e.g. 'May 3, 2025'. */
export function formatResultDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
