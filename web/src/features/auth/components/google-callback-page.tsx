import { PageHeading } from '@/components/ui/page-heading';

/** The return point of the Google sign-in at `/auth/google-callback`. */
export function GoogleCallbackPage() {
  return <PageHeading>Processing Authentication</PageHeading>;
}
