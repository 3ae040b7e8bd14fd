import { PageHeading } from '@/components/ui/page-heading';

/** The main app screen for a signed-in user, at `/` and `/app`. */
export function StudioRoute() {
  return <PageHeading>Remix Studio</PageHeading>;
}
