import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';

interface DisclosureButtonProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the part it shows and hides (`aria-controls`). */
  controls?: string;
  variant?: 'ghost' | 'outline';
  children: ReactNode;
}

/** A small button that shows or hides the part of the form below it, saying which it does (`aria-expanded`). */
export function DisclosureButton({ open, onOpenChange, controls, variant = 'ghost', children }: DisclosureButtonProps) {
  return (
    <Button
      alignSelf="flex-start"
      variant={variant}
      size="sm"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
    >
      {children}
    </Button>
  );
}
