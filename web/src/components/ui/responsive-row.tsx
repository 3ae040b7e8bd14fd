import { Flex, type FlexProps } from '@chakra-ui/react/flex';

type Breakpoint = 'sm' | 'md' | 'lg';

interface ResponsiveRowProps extends Omit<FlexProps, 'direction' | 'align'> {
  /** The breakpoint from which the parts sit side by side. */
  from: Breakpoint;
  /** How the parts line up across a column (a phone): stretched to its width unless said otherwise. */
  columnAlign?: FlexProps['alignItems'];
}

/**
 * Parts that sit side by side, centred, from the `from` breakpoint up and stack below it, where side by side each
 * would be too narrow (a share's link row, the share page's call to action, a listing's drop zone).
 */
export function ResponsiveRow({ from, columnAlign = 'stretch', ...props }: ResponsiveRowProps) {
  return (
    <Flex direction={{ base: 'column', [from]: 'row' }} align={{ base: columnAlign, [from]: 'center' }} {...props} />
  );
}
