import type { Page } from 'playwright-core';

/** Opens the admin's payment lookup of `id` and waits for its answer: Stripe's record, or the alert saying why none. */
export async function openPaymentLookup(page: Page, id: string): Promise<void> {
  await page.goto(`/admin/payments?id=${id}`);
  await page
    .getByRole('alert')
    .or(page.getByRole('region', { name: 'At Stripe' }))
    .first()
    .waitFor();
}
