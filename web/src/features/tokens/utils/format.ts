/** A decimal price string from the API as the screens show it: '9.99' → '$9.99'. */
export function formatPrice(price: string): string {
  return `$${price}`;
}

/** A history price: 'Free' for nothing paid, else the dollar amount. */
export function formatPaidPrice(price: string, freeLabel: string): string {
  return Number(price) === 0 ? freeLabel : formatPrice(price);
}
