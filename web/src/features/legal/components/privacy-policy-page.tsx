import { PageHeading } from '@/components/ui/page-heading';

/** The privacy policy at `/privacy-policy`. */
export function PrivacyPolicyPage() {
  return <PageHeading>Privacy Policy</PageHeading>;
}
