import { type ReactNode, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { ModalDialog } from './modal-dialog';

interface ConfirmButtonProps {
  /** The button's text, also the confirming button's. */
  label: string;
  /** The button's accessible name when its text alone is not enough (several on one page). */
  ariaLabel?: string | undefined;
  size?: ButtonProps['size'];
  /** Whether the button is off, e.g. while what it acts on is busy. */
  disabled?: boolean;
  /** The question the dialog asks, e.g. 'Delete this result?'. */
  title: string;
  /** What confirming does, in a sentence or two. */
  children: ReactNode;
  /** Whether the action is running: the dialog stays open and Cancel is off meanwhile. */
  pending: boolean;
  /** Runs the action (and says how it went); the dialog closes once it settles. */
  onConfirm: () => Promise<void>;
  /** The confirming button's text when it should say more than `label`, e.g. what the action costs. */
  confirmLabel?: string;
  /** 'danger' (red) for what cannot be taken back; 'pay' (teal) for an action that spends tokens. */
  tone?: 'danger' | 'pay';
}

const TONE_PALETTES = { danger: 'red', pay: 'teal' } as const;

/**
 * A button for an action that cannot be taken back (red) or that spends tokens (teal), which asks first in an alert
 * dialog focused on Cancel.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  size,
  disabled = false,
  title,
  children,
  pending,
  onConfirm,
  confirmLabel = label,
  tone = 'danger',
}: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    await onConfirm();
    setConfirming(false);
  };
  return (
    <>
      <Button
        size={size}
        variant="outline"
        colorPalette={TONE_PALETTES[tone]}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => setConfirming(true)}
        flexShrink="0"
      >
        {label}
      </Button>
      <ModalDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!pending) setConfirming(open);
        }}
        title={title}
        role="alertdialog"
        initialFocusEl={() => cancelRef.current}
        footer={
          <>
            <Button ref={cancelRef} variant="outline" onClick={() => setConfirming(false)} disabled={pending}>
              Cancel
            </Button>
            <Button colorPalette={TONE_PALETTES[tone]} onClick={() => void confirm()} loading={pending}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        {children}
      </ModalDialog>
    </>
  );
}
