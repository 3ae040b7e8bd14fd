import { tokenCount } from '@roomremix/contracts/messages';
import type { TokenPackage } from '@roomremix/contracts/tokens';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { formatPrice } from '../utils/format';
import { chosenSurface } from '@/lib/chosen-surface';

interface PackageCardProps {
  pkg: TokenPackage;
  selected: boolean;
  onSelect: () => void;
}

/** One token package of Buy Tokens, as a toggle button: pressed while it is the package 'Purchase for $X' buys. */
export function PackageCard({ pkg, selected, onSelect }: PackageCardProps) {
  return (
    <chakra.button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      textAlign="start"
      // A column from the top, the description taking the slack: every card of a row keeps its name, count and price
      // on the same lines however long its description (a button centres its content by default).
      display="flex"
      flexDirection="column"
      borderWidth="2px"
      {...chosenSurface(selected, 'bg.panel')}
      borderRadius="l3"
      p="5"
      cursor="pointer"
      _hover={{ borderColor: 'teal.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
    >
      <Stack gap="1" flex="1" width="full">
        <Text fontWeight="semibold" fontSize="lg">
          {pkg.name}
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {tokenCount(pkg.tokenAmount)}
        </Text>
        <Text color="fg.muted" flex="1">
          {pkg.description}
        </Text>
        <Text fontWeight="semibold" color="teal.fg">
          {formatPrice(pkg.price)}
        </Text>
      </Stack>
    </chakra.button>
  );
}
