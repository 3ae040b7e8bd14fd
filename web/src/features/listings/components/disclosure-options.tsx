import { useId } from 'react';
import { type Disclosure, DISCLOSURE_LABELS, disclosureSchema } from '@roomremix/contracts/listings';
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { DISCLOSURE_EXPLANATIONS } from '../texts';
import { chosenSurface } from '@/lib/chosen-surface';

const Radio = chakra('input');

interface DisclosureOptionsProps {
  value: Disclosure;
  onChange: (disclosure: Disclosure) => void;
  disabled: boolean;
}

/**
 * How the staged photos say they are virtually staged: one native radio per disclosure, its label and a line on what
 * it does, each row a whole tap target (no radio recipe to ship: components/ui/provider.tsx).
 */
export function DisclosureOptions({ value, onChange, disabled }: DisclosureOptionsProps) {
  const name = useId();
  const legendId = useId();
  return (
    <Stack role="radiogroup" aria-labelledby={legendId} gap="2">
      <Text id={legendId} fontWeight="medium" fontSize="sm">
        Disclosure
      </Text>
      {disclosureSchema.options.map((disclosure) => {
        const checked = value === disclosure;
        const labelId = `${name}-${disclosure}`;
        return (
          <chakra.label
            key={disclosure}
            display="flex"
            gap="3"
            alignItems="start"
            p="3"
            minH="11"
            rounded="l2"
            borderWidth="1px"
            {...chosenSurface(checked)}
            cursor={disabled ? 'not-allowed' : 'pointer'}
          >
            <Radio
              type="radio"
              name={name}
              value={disclosure}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(disclosure)}
              aria-labelledby={labelId}
              aria-describedby={`${labelId}-why`}
              accentColor="teal.solid"
              boxSize="4"
              mt="1"
              flexShrink="0"
            />
            <Box>
              <Text id={labelId} fontWeight="medium">
                {DISCLOSURE_LABELS[disclosure]}
              </Text>
              <Text id={`${labelId}-why`} fontSize="sm" color="fg.muted">
                {DISCLOSURE_EXPLANATIONS[disclosure]}
              </Text>
            </Box>
          </chakra.label>
        );
      })}
    </Stack>
  );
}
