import { type Share, SHARE_PREVIEW_SIZE } from '@roomremix/contracts/shares';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { ShortDate } from '@/components/ui/short-date';
import { CopyableLink } from './copyable-link';
import { RevokeShareButton } from './revoke-share-button';
import { ResponsiveRow } from '@/components/ui/responsive-row';

const Image = chakra('img');

const viewCount = (views: number) => `${views} ${views === 1 ? 'view' : 'views'}`;

/** One live share link: its preview, the title (opening the page), date and views, the link with Copy, Turn off. */
export function SharedLinkItem({ share }: { share: Share }) {
  return (
    <ResponsiveRow from="lg" as="li" aria-label={share.title} gap="3" layerStyle="panel" p="3" bg="bg.panel">
      <Flex gap="3" align="center" minW="0" flex="1">
        <Image
          src={share.previewImageUrl}
          alt={`Preview of ${share.title}`}
          w={{ base: '24', sm: '32' }}
          aspectRatio={SHARE_PREVIEW_SIZE.width / SHARE_PREVIEW_SIZE.height}
          objectFit="cover"
          rounded="l2"
          bg="bg.muted"
          flexShrink="0"
          loading="lazy"
        />
        <Stack gap="1" minW="0">
          <Link href={share.url} target="_blank" rel="noopener" fontWeight="medium" truncate display="block">
            {share.title}
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {'Shared '}
            <ShortDate iso={share.createdAt} />
            {` · ${viewCount(share.views)}`}
          </Text>
        </Stack>
      </Flex>
      <Flex gap="2" align="center" w={{ base: 'full', lg: '34rem' }} flexShrink="0">
        <CopyableLink url={share.url} name={share.title} />
        <RevokeShareButton shareId={share.id} name={share.title} />
      </Flex>
    </ResponsiveRow>
  );
}
