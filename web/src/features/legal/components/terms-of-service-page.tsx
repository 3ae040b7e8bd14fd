import { PageHeading } from '@/components/ui/page-heading';

/** The terms at `/terms-of-service`. */
export function TermsOfServicePage() {
  return <PageHeading>Terms of Service</PageHeading>;
}
