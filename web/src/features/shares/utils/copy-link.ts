import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { toast } from '@/components/ui/toast';
import { copyToClipboard } from '@/lib/copy-to-clipboard';

/** The topic of sharing's toasts: a new one takes the place of the last instead of queueing behind it. */
export const SHARE_TOAST_TOPIC = 'share-link';

/** Copies a share link and says 'Link copied'; false (and no toast) when the browser refused the clipboard. */
export async function copyLink(url: string): Promise<boolean> {
  const copied = await copyToClipboard(url);
  if (copied) toast({ title: SHARE_MESSAGES.linkCopied, topic: SHARE_TOAST_TOPIC });
  return copied;
}
