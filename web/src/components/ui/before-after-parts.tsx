import type { KeyboardEvent, RefObject } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';

/** A small "Before" / "After" tag in a corner of the comparison frame. */
export function CornerTag({ side, children }: { side: 'start' | 'end'; children: string }) {
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      top="3"
      insetStart={side === 'start' ? '3' : undefined}
      insetEnd={side === 'end' ? '3' : undefined}
      px="2.5"
      py="1"
      rounded="md"
      bg="blackAlpha.700"
      color="white"
      fontSize="xs"
      fontWeight="semibold"
      letterSpacing="wide"
      textTransform="uppercase"
      pointerEvents="none"
    >
      {children}
    </Box>
  );
}

/** The line between the two images, at `position` % of the frame's width. */
export function DividerLine({ position }: { position: number }) {
  return (
    <Box
      position="absolute"
      top="0"
      bottom="0"
      w="0.5"
      ms="-1px"
      bg="white"
      boxShadow="0 0 0 1px rgba(0, 0, 0, 0.25)"
      pointerEvents="none"
      style={{ left: `${position}%` }}
    />
  );
}

interface DividerHandleProps {
  ref: RefObject<HTMLDivElement | null>;
  /** Accessible name of the slider. */
  label: string;
  /** The share of the before image shown, 0–100. */
  position: number;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/** The divider's round handle on the line: the ARIA slider, 0–100 % of the before image shown. */
export function DividerHandle({ ref, label, position, onKeyDown }: DividerHandleProps) {
  return (
    <Box
      ref={ref}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={position}
      aria-valuetext={`${position}% before, ${100 - position}% after`}
      onKeyDown={onKeyDown}
      position="absolute"
      top="50%"
      boxSize="11"
      translate="-50% -50%"
      display="flex"
      alignItems="center"
      justifyContent="center"
      rounded="full"
      bg="white"
      color="gray.800"
      borderWidth="2px"
      borderColor="white"
      boxShadow="lg"
      outline="none"
      _focusVisible={{ outline: '3px solid', outlineColor: 'teal.500', outlineOffset: '2px' }}
      style={{ left: `${position}%` }}
    >
      <chakra.svg viewBox="0 0 24 24" boxSize="5" aria-hidden="true" focusable="false">
        <path d="M9 6 3 12l6 6M15 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </chakra.svg>
    </Box>
  );
}
