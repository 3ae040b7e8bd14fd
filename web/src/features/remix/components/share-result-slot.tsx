import { createContext, type ReactNode, useContext } from 'react';

/** What a result's Share control is told. */
export interface ShareResultProps {
  resultId: string;
  /** What the result is called: the shared link's title, and in a card the button's accessible name. */
  name: string;
  /** The images a share may make public, for the consent dialog to show them: the original photo and the remix. */
  images: { original: string; result: string };
  /** A small button, for a card among many. */
  compact?: boolean;
}

/** Renders the Share control of a result. */
export type RenderShareResult = (props: ShareResultProps) => ReactNode;

const ShareResultContext = createContext<RenderShareResult | null>(null);

/**
 * Gives the result views (result, details, cards) their Share control. Sharing is a feature of its own, so the route
 * provides it: features meet only in route files, and a view with no provider shows no Share.
 */
export const ShareResultProvider = ShareResultContext.Provider;

/** The Share control of a result, where the route provides one. */
export function ShareResult(props: ShareResultProps) {
  const render = useContext(ShareResultContext);
  return render ? render(props) : null;
}
