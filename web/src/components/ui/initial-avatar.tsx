import { Circle } from '@chakra-ui/react/circle';

/** A round avatar showing the upper-cased first letter of `name`; decorative, the name is shown beside it. */
export function InitialAvatar({ name, size = '9' }: { name: string; size?: '9' | '12' | '16' }) {
  return (
    <Circle
      size={size}
      bg="teal.600"
      color="white"
      fontWeight="semibold"
      fontSize={size === '9' ? 'md' : '2xl'}
      flexShrink="0"
      aria-hidden="true"
    >
      {name.charAt(0).toUpperCase()}
    </Circle>
  );
}
