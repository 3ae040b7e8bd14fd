import { PageHeading } from '@/components/ui/page-heading';

/** The Help Center at `/help`. */
export function HelpPage() {
  return <PageHeading>Help Center</PageHeading>;
}
