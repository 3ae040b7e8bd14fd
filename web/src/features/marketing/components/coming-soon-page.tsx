import { PageHeading } from '@/components/ui/page-heading';

/** The coming-soon landing page at `/coming-soon`. */
export function ComingSoonPage() {
  return <PageHeading>Remake Your Space With a Click</PageHeading>;
}
