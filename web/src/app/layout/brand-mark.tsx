import { chakra } from '@chakra-ui/react/styled-system';

/** The RoomRemix logo: a house on a teal tile (decorative; the product name sits beside it). */
export function BrandMark() {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize="8" flexShrink="0" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0f766e" />
      <path d="M6 15.5 16 7l10 8.5V25a1 1 0 0 1-1 1h-6v-6.5h-6V26H7a1 1 0 0 1-1-1z" fill="#fff" />
    </chakra.svg>
  );
}
