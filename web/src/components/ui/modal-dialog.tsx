import { type ReactNode, useRef } from 'react';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';

/** What a parent holds to open and close a dialog. */
export interface DialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface ModalDialogProps extends DialogControl {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Accessible name of the corner close button; without it there is none (a confirmation closes by its choices). */
  closeLabel?: string;
  size?: Dialog.RootProps['size'];
  /** 'alertdialog' for a confirmation that interrupts the user. */
  role?: Dialog.RootProps['role'];
  /**
   * What takes the focus on opening, e.g. the least destructive choice of a confirmation. By default the corner close
   * button, when there is one: the first control of the content may be destructive (a result's Delete).
   */
  initialFocusEl?: Dialog.RootProps['initialFocusEl'];
  /**
   * The body takes the focus in the Tab order, so a keyboard can scroll it: for a body that may be taller than the
   * screen with nothing focusable in it (a result's details on a phone; axe: scrollable-region-focusable).
   */
  focusableBody?: boolean;
}

/** A centred modal dialog the parent opens and closes: title, body, optional footer and corner close button. */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  children,
  footer,
  closeLabel,
  size,
  role,
  initialFocusEl,
  focusableBody = false,
}: ModalDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      placement="center"
      // Taller than the screen (a result's details on a phone), the body scrolls within the dialog: centred and
      // scrolling as a whole, its top was cut off out of reach, close button included.
      scrollBehavior="inside"
      size={size}
      role={role}
      initialFocusEl={initialFocusEl ?? (closeLabel ? () => closeRef.current : undefined)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...(focusableBody ? { tabIndex: 0, focusVisibleRing: 'inside' } : {})}>
              {children}
            </Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton ref={closeRef} size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
