import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { publicConfigQueryOptions } from '@/lib/public-config';

/**
 * The Stripe publishable key a checkout needs, asked for when a payment is about to start. `configError` is the
 * 'Configuration Error' state: payments are off, or the configuration could not be read.
 */
export function useStripeKey() {
  const queryClient = useQueryClient();
  const [publishableKey, setPublishableKey] = useState<string | null>(null);
  const [configError, setConfigError] = useState(false);

  /** The key, or null (and `configError`) when payments are off or unknown. */
  const require = async (): Promise<string | null> => {
    let key: string | null = null;
    try {
      key = (await queryClient.fetchQuery(publicConfigQueryOptions())).stripePublishableKey;
    } catch (error) {
      console.error(error);
    }
    setPublishableKey(key);
    setConfigError(key === null);
    return key;
  };

  return { publishableKey, configError, require, dismissConfigError: () => setConfigError(false) };
}
