import { type PointerEvent, type ReactNode, useEffect, useState } from 'react';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Toast, Toaster as ChakraToaster } from '@chakra-ui/react/toast';
import { toaster } from './toast';

const SWIPE_DISMISS_THRESHOLD_PX = 50;

interface Swipe {
  pointerId: number;
  startX: number;
  offset: number;
}

/** A toast that follows a drag to the right and closes past 50 px; zag's toast cannot be swiped. */
function SwipeableToast({ onSwipedAway, children }: { onSwipedAway: () => void; children: ReactNode }) {
  const [swipe, setSwipe] = useState<Swipe | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setSwipe({ pointerId: event.pointerId, startX: event.clientX, offset: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipe?.pointerId !== event.pointerId) return;
    setSwipe({ ...swipe, offset: Math.max(0, event.clientX - swipe.startX) });
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (swipe?.pointerId !== event.pointerId) return;
    const offset = Math.max(0, event.clientX - swipe.startX);
    setSwipe(null);
    if (offset >= SWIPE_DISMISS_THRESHOLD_PX) onSwipedAway();
  };

  return (
    <Toast.Root
      width={{ md: 'sm' }}
      touchAction="pan-y"
      style={swipe ? { transform: `translateX(${swipe.offset}px)`, transition: 'none' } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => setSwipe(null)}
    >
      {children}
    </Toast.Root>
  );
}

/** Layers that answer Escape themselves: there it closes the layer, not the toast. */
const ESCAPE_OWNERS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Escape anywhere on the page closes the toast, as its close button does; zag's toast hears it only when focused. */
function useEscapeClosesToasts() {
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(ESCAPE_OWNERS)) return;
      toaster.dismiss();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, []);
}

/** The toast area showing `toaster`'s notifications; mount it once, inside the Chakra provider. */
export function Toaster() {
  useEscapeClosesToasts();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <SwipeableToast onSwipedAway={() => toaster.dismiss(item.id)}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
            </Stack>
            {item.action && <Toast.ActionTrigger>{item.action.label}</Toast.ActionTrigger>}
            {item.closable && <Toast.CloseTrigger aria-label="Close notification" />}
          </SwipeableToast>
        )}
      </ChakraToaster>
    </Portal>
  );
}
