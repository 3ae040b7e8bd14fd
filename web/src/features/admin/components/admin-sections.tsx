import type { ComponentType } from 'react';
import type { AdminSection } from '@/lib/route-paths';
import { AuditPage } from './audit-page';
import { CouponsPage } from './coupons-page';
import { JobsPage } from './jobs-page';
import { PackagesPage } from './packages-page';
import { PaymentPage } from './payment-page';
import { UsersPage } from './users-page';

/** The page of each console section (their order and paths are in lib/route-paths.ts, labels in ADMIN_TEXTS.sections). */
export const ADMIN_SECTION_PAGES: Record<AdminSection, ComponentType> = {
  users: UsersPage,
  jobs: JobsPage,
  coupons: CouponsPage,
  packages: PackagesPage,
  payments: PaymentPage,
  audit: AuditPage,
};
