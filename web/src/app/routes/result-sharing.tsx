import type { ReactNode } from 'react';
import { type RenderShareResult, ShareResultProvider } from '@/features/remix/components/share-result-slot';
import { ShareResultButton } from '@/features/shares/components/share-result-button';

const renderShareButton: RenderShareResult = (props) => <ShareResultButton {...props} />;

/** Puts the shares feature's Share button on every result `children` show (the result view, details and cards). */
export function ResultSharing({ children }: { children: ReactNode }) {
  return <ShareResultProvider value={renderShareButton}>{children}</ShareResultProvider>;
}
