import { MessagePage } from '@/components/ui/message-page';

/** A share link that shows nothing, saying why (no such link, or turned off), with a way to RoomRemix's home. */
export function ShareUnavailable({ message }: { message: string }) {
  return <MessagePage message={message} homeText="Go to RoomRemix" />;
}
