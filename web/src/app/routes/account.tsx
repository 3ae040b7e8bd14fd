import { PageHeading } from '@/components/ui/page-heading';

/** The 'My Account' screen at `/account`. */
export function AccountRoute() {
  return <PageHeading>My Account</PageHeading>;
}
