/** A decimal price string from the API as the screens show it: '9.99' → '$9.99'. */
export function formatPrice(price: string): string {
  return `$${price}`;
}

/** A history price: 'Free' for nothing paid, else the dollar amount. */
export function formatPaidPrice(price: string, freeLabel: string): string {
  return Number(price) === 0 ? freeLabel : formatPrice(price);
}

/** An ISO timestamp as a short local date and time, e.g. 'Apr 28, 2025, 2:00 PM'. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
