/** The sticky header's height (app/layout/header.tsx): what is placed at the top of the window stays below it. */
export const HEADER_HEIGHT = '4rem';
