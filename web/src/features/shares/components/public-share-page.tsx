import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import { Container } from '@chakra-ui/react/container';
import { useParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ApiError } from '@/lib/api-client';
import { readApiErrorBody } from '@/lib/api-error-body';
import { type DocumentMeta, useDocumentMeta } from '@/lib/use-document-meta';
import { usePublicShare } from '../api/get-public-share';
import { SharedResult } from './shared-result';
import { ShareUnavailable } from './share-unavailable';

const DESCRIPTION = `Before and after of a room. ${SHARE_MESSAGES.madeWith}.`;

/** Why a link shows no share: the API's 404 (no such link) or 410 (turned off), or null for any other failure. */
function unavailableMessage(error: Error | null): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return SHARE_MESSAGES.notFound;
  if (error.status === 410) return SHARE_MESSAGES.revoked;
  return null;
}

/** The API's reason when this address opened too many shares (429, with the minutes to wait); undefined otherwise. */
function rateLimitMessage(error: Error | null): string | undefined {
  return error instanceof ApiError && error.status === 429 ? readApiErrorBody(error)?.message : undefined;
}

/**
 * `/s/:token`, for anyone with the link (no session): the shared result, or why the link shows nothing. Hosting
 * answers this path with the share's preview tags already in the HTML (docs/api.md#shares); this page only renders.
 */
export function PublicSharePage() {
  const { token = '' } = useParams();
  const share = usePublicShare(token);
  const unavailable = unavailableMessage(share.error);
  const meta: DocumentMeta = share.data
    ? { title: share.data.title, description: DESCRIPTION }
    : { title: unavailable ?? 'Shared remix', description: DESCRIPTION };
  useDocumentMeta(meta);

  if (share.isPending) return <PageSpinner />;
  if (unavailable) return <ShareUnavailable message={unavailable} />;
  if (share.isError) {
    return (
      <Container maxW="3xl" py="16">
        <LoadError
          what="this shared remix"
          title={rateLimitMessage(share.error)}
          onRetry={() => void share.refetch()}
          isRetrying={share.isFetching}
        />
      </Container>
    );
  }
  return <SharedResult share={share.data} />;
}
