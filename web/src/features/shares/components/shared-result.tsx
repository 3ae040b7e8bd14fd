import { SHARE_MESSAGES } from '@roomremix/contracts/messages';
import type { PublicShare } from '@roomremix/contracts/shares';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router';
import { BeforeAfterSlider } from '@/components/ui/before-after-slider';
import { CreatedLine } from '@/components/ui/short-date';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { shareSettingLabels } from '../utils/share-settings';
import { ResponsiveRow } from '@/components/ui/responsive-row';

const Image = chakra('img');

/**
 * A shared remix as anyone with the link sees it: the title and date, the before/after slider, the settings, and
 * 'Made with RoomRemix' with a call to make one's own.
 */
export function SharedResult({ share }: { share: PublicShare }) {
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {share.title}
          </Heading>
          <CreatedLine iso={share.createdAt} />
        </Stack>
        {share.beforeImageUrl ? (
          <BeforeAfterSlider
            before={{ src: share.beforeImageUrl, alt: `${share.title}, before` }}
            after={{ src: share.afterImageUrl, alt: `${share.title}, after` }}
            label={`Compare before and after: ${share.title}`}
            aspectRatio="image"
            maxFrameHeight="70vh"
            loading="eager"
          />
        ) : (
          // The owner shared the result only: its original photo is not public.
          <Image
            src={share.afterImageUrl}
            alt={share.title}
            maxH="70vh"
            w="full"
            objectFit="contain"
            rounded="l2"
            bg="bg.muted"
          />
        )}
        <Flex as="ul" aria-label="Settings" wrap="wrap" gap="2" listStyleType="none">
          {shareSettingLabels(share).map((label) => (
            <Badge as="li" key={label} size="md">
              {label}
            </Badge>
          ))}
        </Flex>
        <ResponsiveRow
          from="sm"
          columnAlign="flex-start"
          as="section"
          aria-labelledby="made-with-heading"
          justify="space-between"
          gap="4"
          layerStyle="panel"
          bg="teal.subtle"
          p={{ base: '5', md: '6' }}
        >
          <Stack gap="1">
            <Heading as="h2" size="md" id="made-with-heading">
              {SHARE_MESSAGES.madeWith}
            </Heading>
            <Text color="fg.muted">Upload a photo of a room, pick a style and see it remade in seconds.</Text>
          </Stack>
          <Button asChild colorPalette="teal" flexShrink="0">
            <RouterLink to={ROUTE_PATHS.auth}>{SHARE_MESSAGES.callToAction}</RouterLink>
          </Button>
        </ResponsiveRow>
      </Stack>
    </Container>
  );
}
