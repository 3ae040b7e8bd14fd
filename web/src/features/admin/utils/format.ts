import type { CouponDiscount } from '@roomremix/contracts/admin-catalogue';
import { formatCents } from '@/lib/format-cents';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as `YYYY-MM-DDTHH:mm` in local time: the value of a `datetime-local` input, '' for none. */
export function toDateTimeLocal(iso: string | null): string {
  if (iso === null) return '';
  const time = new Date(iso);
  const date = `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
  return `${date}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/** What a coupon takes off: '10% off', '$5.00 off', '10% + $5.00 off'. */
export function formatDiscount({ percentOff, amountOffCents }: CouponDiscount): string {
  const parts = [
    percentOff === null ? null : `${percentOff}%`,
    amountOffCents === null ? null : formatCents(amountOffCents),
  ].filter((part) => part !== null);
  return `${parts.join(' + ')} off`;
}
