import { VARIANT_LIMITS } from '@roomremix/contracts/constants';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Group } from '@chakra-ui/react/group';
import { Input } from '@chakra-ui/react/input';

const { min, max } = VARIANT_LIMITS;

/** A typed count as the form keeps it: whole and within VARIANT_LIMITS; null when the text is no number. */
function variantCountFrom(text: string): number | null {
  const typed = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(typed) ? Math.min(max, Math.max(min, Math.round(typed))) : null;
}

interface VariantsStepperProps {
  value: number;
  onChange: (variants: number) => void;
  disabled?: boolean;
}

/**
 * How many variants one Start Remix makes: − and + either side of the count, which can also be typed or stepped with
 * the arrow keys. The total cost is on Start Remix.
 */
export function VariantsStepper({ value, onChange, disabled = false }: VariantsStepperProps) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>Variants</Field.Label>
      <Group attached>
        <Button
          variant="outline"
          aria-label="Fewer variants"
          disabled={disabled || value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </Button>
        <Input
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(event) => {
            const count = variantCountFrom(event.target.value);
            if (count !== null) onChange(count);
          }}
          w="14"
          textAlign="center"
          // Our − and + replace the browser's tiny spin buttons.
          css={{
            MozAppearance: 'textfield',
            '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { appearance: 'none', margin: 0 },
          }}
        />
        <Button
          variant="outline"
          aria-label="More variants"
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </Button>
      </Group>
      <Field.HelperText>Several takes on the same settings, side by side; each costs as one remix.</Field.HelperText>
    </Field.Root>
  );
}
