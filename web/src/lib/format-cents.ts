import { centsToDecimalString } from '@roomremix/contracts/tokens';

/** Cents as dollars: 999 → '$9.99', 300 → '$3.00'. */
export function formatCents(cents: number): string {
  return `$${centsToDecimalString(cents)}`;
}
