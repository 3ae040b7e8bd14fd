/**
 * The size of the listing pages' buttons and fields: 44 px tall on a phone, where a finger taps them (WCAG 2.5.5's
 * target size), the app's usual sizes from md on.
 */
export const TAP_SIZE = { base: 'lg', md: 'md' } as const;
