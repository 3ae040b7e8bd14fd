import { createContext, useContext } from 'react';

/** The signed-in user's tokens, as far as the remix views need them. */
export interface TokenStanding {
  balance: number;
  starterPackClaimed: boolean;
}

/** What the result views know of the user's tokens: the standing (null while unknown) and whom to tell of a change. */
export interface TokenStandingContext {
  tokens: TokenStanding | null;
  /** The balance moved (an upscale debited or refunded it): the provider refetches the user. */
  onBalanceChanged: () => void;
}

const Context = createContext<TokenStandingContext>({ tokens: null, onBalanceChanged: () => {} });

/**
 * Gives the result cards the user's tokens, so an upscale can state the balance before it is confirmed. The studio
 * provides it from its own props, the account route My Results from the user; a list without a provider states only
 * the cost (the server checks the balance).
 */
export const TokenStandingProvider = Context.Provider;

/** The user's tokens as the nearest TokenStandingProvider gives them. */
export function useTokenStanding(): TokenStandingContext {
  return useContext(Context);
}
