import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';

const Checkbox = chakra('input');

interface LabelledCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}

/** A native checkbox in the app's teal with its label beside it: no checkbox recipe to ship (provider.tsx). */
export function LabelledCheckbox({ checked, onChange, disabled = false, children }: LabelledCheckboxProps) {
  return (
    <Flex as="label" gap="2" align="center" cursor={disabled ? 'not-allowed' : 'pointer'}>
      <Checkbox
        type="checkbox"
        boxSize="4"
        flexShrink="0"
        accentColor="teal.solid"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </Flex>
  );
}
