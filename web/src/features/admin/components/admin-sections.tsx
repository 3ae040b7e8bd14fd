import type { ComponentType } from 'react';
import { AuditPage } from './audit-page';
import { CouponsPage } from './coupons-page';
import { JobsPage } from './jobs-page';
import { PackagesPage } from './packages-page';
import { PaymentPage } from './payment-page';
import { UsersPage } from './users-page';

/** The console's sections in the nav's order, each at `/admin/<key>` (labels in ADMIN_TEXTS.sections). */
export const ADMIN_SECTION_PAGES = {
  users: UsersPage,
  jobs: JobsPage,
  coupons: CouponsPage,
  packages: PackagesPage,
  payments: PaymentPage,
  audit: AuditPage,
} satisfies Record<string, ComponentType>;

export type AdminSection = keyof typeof ADMIN_SECTION_PAGES;

export const ADMIN_SECTIONS = Object.keys(ADMIN_SECTION_PAGES) as AdminSection[];
