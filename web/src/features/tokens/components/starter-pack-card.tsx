import { Link as RouterLink } from 'react-router';
import { PAYMENT_MESSAGES, tokenCount } from '@roomremix/contracts/messages';
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { TOKEN_TEXTS } from '../texts';
import { formatPrice } from '../utils/format';

interface StarterPackCardProps {
  claimed: boolean;
  onClaim: () => void;
  isClaiming: boolean;
  /** Once claimed, offers the way to the studio to spend the tokens (not where the card sits in the studio). */
  offerStudio?: boolean;
}

/**
 * The one-time Starter Pack: 3 tokens for $3.00, or free where payments are off (the server then grants it); grey and
 * labelled once purchased, in greys that stay readable (a faded card's text fell under WCAG's 4.5:1).
 */
export function StarterPackCard({ claimed, onClaim, isClaiming, offerStudio = false }: StarterPackCardProps) {
  const { name, tokens, price, description } = TOKEN_TEXTS.starterPack;
  const stripeKey = useQuery(publicConfigQueryOptions()).data?.stripePublishableKey;
  // Until the config says whether payments are on, the card names no price.
  const terms = stripeKey === undefined ? '' : stripeKey === null ? ', free here' : ` for ${formatPrice(price)}`;
  return (
    <Box
      as="section"
      aria-label={name}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={claimed ? 'border' : 'teal.muted'}
      borderRadius="l3"
      bg={claimed ? 'bg.muted' : 'teal.subtle'}
      p="5"
    >
      <Flex direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'flex-start', sm: 'center' }}>
        <Stack gap="1" flex="1">
          <Flex gap="2" align="center">
            <Text fontWeight="semibold" fontSize="lg" color={claimed ? 'fg.muted' : undefined}>
              {claimed ? PAYMENT_MESSAGES.starterPackClaimed.title : name}
            </Text>
            {!claimed && <Badge colorPalette="teal">One-time offer</Badge>}
          </Flex>
          <Text color="fg.muted">
            {claimed
              ? PAYMENT_MESSAGES.starterPackClaimed.description
              : `${tokenCount(tokens)}${terms}. ${description}.`}
          </Text>
        </Stack>
        {!claimed && (
          <Button colorPalette="teal" variant="outline" onClick={onClaim} loading={isClaiming}>
            Get {tokenCount(tokens)}
          </Button>
        )}
        {claimed && offerStudio && (
          <Button asChild colorPalette="teal" variant="outline">
            <RouterLink to={ROUTE_PATHS.studio}>{TOKEN_TEXTS.startRemix}</RouterLink>
          </Button>
        )}
      </Flex>
    </Box>
  );
}
