/** A decimal price string from the API as the screens show it: '9.99' → '$9.99'. */
export function formatPrice(price: string): string {
  return `$${price}`;
}

/** A history price: 'Free' for nothing paid, else the dollar amount. */
export function formatPaidPrice(price: string, freeLabel: string): string {
  return Number(price) === 0 ? freeLabel : formatPrice(price);
}

/** A cent amount as a dollar price: 300 → '$3.00'. */
export function formatCents(cents: number): string {
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** An ISO timestamp as a short local date and time, e.g. 'Apr 28, 2025, 2:00 PM'. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
