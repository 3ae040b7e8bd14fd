import { useState } from 'react';
import { toastApiError } from '@/lib/toast-api-error';
import { useCreateShare } from '../api/create-share';
import { copyLink, SHARE_TOAST_TOPIC } from '../utils/copy-link';
import { hasShareSheet, openShareSheet } from '../utils/share-link';

/** A link that could be neither shared nor copied, for a dialog that shows it to be copied by hand. */
interface ManualLink {
  url: string | null;
  open: boolean;
}

/**
 * 'Share' of a result: makes a public link, then hands it to the phone's share sheet, or copies it with a 'Link
 * copied' toast. When the browser refuses both (no clipboard, no user gesture left after the request), the link is
 * shown to be copied by hand. A failed request is toasted with the server's reason (e.g. too many links).
 */
export function useShareResult({ resultId, title }: { resultId: string; title: string }) {
  const creation = useCreateShare();
  const [manualLink, setManualLink] = useState<ManualLink>({ url: null, open: false });

  const share = async () => {
    let url: string;
    try {
      // mutateAsync rather than mutate's callbacks: those are dropped if the button unmounts meanwhile.
      ({ url } = await creation.mutateAsync(resultId));
    } catch (error) {
      toastApiError(error, {
        title: 'Error',
        fallback: 'Failed to create the share link. Please try again.',
        topic: SHARE_TOAST_TOPIC,
      });
      return;
    }
    if (hasShareSheet() && (await openShareSheet({ title, url })) !== 'refused') return;
    if (!(await copyLink(url))) setManualLink({ url, open: true });
  };

  return {
    share,
    isSharing: creation.isPending,
    manualLink,
    closeManualLink: () => setManualLink((link) => ({ ...link, open: false })),
  };
}
