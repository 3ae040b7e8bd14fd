import { MessagePage } from '@/components/ui/message-page';

/** The page for any path the app does not know. */
export function NotFoundRoute() {
  return <MessagePage message="404 Page Not Found" homeText="Go back home" />;
}
