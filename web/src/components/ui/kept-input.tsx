import { type Ref, useRef } from 'react';
import { Input, type InputProps } from '@chakra-ui/react/input';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';

interface KeptInputProps extends Omit<InputProps, 'value' | 'ref'> {
  value: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Chakra's Input, controlled, that keeps what was typed into it before the app took over a prerendered page
 * (useTypedBeforeHydration). Every text field a visitor can reach before the scripts run is one of these.
 */
export function KeptInput({ ref, value, ...props }: KeptInputProps) {
  const field = useRef<HTMLInputElement>(null);
  const refs = (input: HTMLInputElement | null) => {
    field.current = input;
    if (typeof ref === 'function') ref(input);
    else if (ref) ref.current = input;
  };
  useTypedBeforeHydration(field, value);
  return <Input ref={refs} value={value} {...props} />;
}
