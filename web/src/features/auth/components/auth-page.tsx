import { PageHeading } from '@/components/ui/page-heading';

/** The sign-in screen at `/auth`. */
export function AuthPage() {
  return <PageHeading>Sign in to RoomRemix</PageHeading>;
}
