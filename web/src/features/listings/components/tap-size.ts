/**
 * The size of the listing pages' buttons and fields: 44 px tall (WCAG 2.5.5's target size) at every width, since an
 * agent works on a phone on site and on a tablet or a touch laptop as often as with a mouse.
 */
export const TAP_SIZE = 'lg' as const;
