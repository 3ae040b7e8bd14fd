import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toastApiError } from '@/lib/toast-api-error';
import { useCreateShare } from '../api/create-share';
import { sharesQueryOptions } from '../api/get-shares';
import { copyLink, SHARE_TOAST_TOPIC } from '../utils/copy-link';
import { hasShareSheet, openShareSheet } from '../utils/share-link';

/** A link that could be neither shared nor copied, for a dialog that shows it to be copied by hand. */
interface ManualLink {
  url: string | null;
  open: boolean;
}

/**
 * 'Share' of a result: makes a public link (or finds its live one), then hands it to the phone's share sheet, or copies it with a 'Link
 * copied' toast. When the browser refuses both (no clipboard, no user gesture left after the request), the link is
 * shown to be copied by hand. A failed request is toasted with the server's reason (e.g. too many links).
 */
export function useShareResult({ resultId, title }: { resultId: string; title: string }) {
  const creation = useCreateShare();
  const queryClient = useQueryClient();
  const [manualLink, setManualLink] = useState<ManualLink>({ url: null, open: false });
  const [consenting, setConsenting] = useState(false);

  /** Shares the result; `includeOriginal` is the owner's choice in the consent dialog (a live link keeps its own). */
  const share = async (includeOriginal = true) => {
    let url: string;
    try {
      // mutateAsync rather than mutate's callbacks: those are dropped if the button unmounts meanwhile.
      ({ url } = await creation.mutateAsync({ resultId, includeOriginal }));
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

  /**
   * What Share does: a result with a live link shares it again at once; otherwise the consent dialog opens first
   * (the user's links are read when asked for, not for every button on the page).
   */
  const begin = async () => {
    const links = await queryClient.fetchQuery(sharesQueryOptions()).catch(() => null);
    if (links?.some((link) => link.resultId === resultId)) await share();
    else setConsenting(true);
  };

  return {
    begin,
    share,
    consenting,
    setConsenting,
    isSharing: creation.isPending,
    manualLink,
    closeManualLink: () => setManualLink((link) => ({ ...link, open: false })),
  };
}
