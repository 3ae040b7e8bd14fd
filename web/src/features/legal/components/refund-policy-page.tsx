import { PageHeading } from '@/components/ui/page-heading';

/** The refund policy at `/refund-policy`. */
export function RefundPolicyPage() {
  return <PageHeading>Refund Policy</PageHeading>;
}
