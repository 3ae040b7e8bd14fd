import { Button } from '@chakra-ui/react/button';
import { ADMIN_TEXTS } from '../texts';

interface ActiveSwitchButtonProps {
  /** What is switched, for the button's accessible name. */
  name: string;
  active: boolean;
  onSwitch: (active: boolean) => void;
  isPending: boolean;
}

/** Deactivate for something on sale, Activate for something switched off. */
export function ActiveSwitchButton({ name, active, onSwitch, isPending }: ActiveSwitchButtonProps) {
  const label = active ? ADMIN_TEXTS.catalogue.deactivate : ADMIN_TEXTS.catalogue.activate;
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette={active ? 'red' : 'teal'}
      aria-label={`${label} ${name}`}
      onClick={() => onSwitch(!active)}
      loading={isPending}
    >
      {label}
    </Button>
  );
}
