import { useState } from 'react';
import { PAYMENT_MESSAGES } from '@roomremix/contracts/messages';
import type { PublicUser } from '@roomremix/contracts/public-user';
import { STARTER_PACK_PACKAGE_ID, type TokenPackage } from '@roomremix/contracts/tokens';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/components/ui/toast';
import { readApiErrorBody } from '@/lib/api-error-body';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { toastApiError } from '@/lib/toast-api-error';
import { useApplyCoupon } from '../api/apply-coupon';
import { isAlreadyClaimed, useClaimStarterPack } from '../api/claim-starter-pack';
import { useCompletePurchase } from '../api/complete-purchase';
import { useCreatePaymentIntent } from '../api/create-payment-intent';
import { useTokenPackages } from '../api/get-token-packages';
import { useCoupon } from '../hooks/use-coupon';
import { type OnUserChanged, usePurchaseRefresh } from '../hooks/use-purchase-refresh';
import { TOKEN_TEXTS } from '../texts';
import { formatPrice } from '../utils/format';
import { CouponForm } from './coupon-form';
import { type Checkout, PaymentDialog } from './payment-dialog';
import { StarterPackCard } from './starter-pack-card';

/** What a payment in the dialog buys: the package id the purchase call names, and the coupon it used. */
interface PendingPayment {
  packageId: string;
  couponCode?: string;
}

function PackageCard({ pkg, selected, onSelect }: { pkg: TokenPackage; selected: boolean; onSelect: () => void }) {
  return (
    <chakra.button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      textAlign="start"
      borderWidth="2px"
      borderColor={selected ? 'teal.solid' : 'border'}
      bg={selected ? 'teal.subtle' : 'bg.panel'}
      borderRadius="l3"
      p="5"
      cursor="pointer"
      _hover={{ borderColor: 'teal.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '2px' }}
    >
      <Stack gap="1">
        <Text fontWeight="semibold" fontSize="lg">
          {pkg.name}
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {pkg.tokenAmount} tokens
        </Text>
        <Text color="fg.muted">{pkg.description}</Text>
        <Text fontWeight="semibold" color="teal.fg">
          {formatPrice(pkg.price)}
        </Text>
      </Stack>
    </chakra.button>
  );
}

interface BuyTokensPanelProps {
  user: PublicUser;
  /** Refreshes the signed-in user (balance, Starter Pack state), with the user an answer carried when there is one. */
  onUserChanged: OnUserChanged;
}

/**
 * The Buy Tokens tab (SPEC §2, §4, §8): the Starter Pack, the packages, a coupon, and 'Purchase for $X', which
 * completes a free purchase at once or opens 'Complete Your Purchase' with Stripe's card form.
 */
export function BuyTokensPanel({ user, onUserChanged }: BuyTokensPanelProps) {
  const queryClient = useQueryClient();
  const packages = useTokenPackages();
  const coupon = useCoupon();
  const createIntent = useCreatePaymentIntent();
  const completePurchase = useCompletePurchase();
  const applyCoupon = useApplyCoupon();
  const claimStarterPack = useClaimStarterPack();
  const refresh = usePurchaseRefresh(onUserChanged);

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [starterClaimed, setStarterClaimed] = useState(false);
  const [configError, setConfigError] = useState(false);
  const [publishableKey, setPublishableKey] = useState<string | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [pending, setPending] = useState<PendingPayment | null>(null);

  const selected = packages.data?.find((pkg) => pkg.id === selectedId) ?? null;
  const applied = coupon.applied && coupon.applied.packageId === selected?.id ? coupon.applied : null;
  const price = applied?.finalPrice ?? selected?.price ?? null;

  /** The Stripe publishable key, or null (and the Configuration Error) when payments are off or unknown. */
  const requireStripeKey = async (): Promise<string | null> => {
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

  const select = (pkg: TokenPackage) => {
    setSelectedId(pkg.id);
    setConfigError(false);
    void coupon.reapply(pkg.id);
  };

  const purchase = async () => {
    if (!selected || price === null) return;
    setConfigError(false);
    const isFree = Number(price) === 0;
    if (!isFree && (await requireStripeKey()) === null) return;
    const request = { packageId: selected.id, ...(applied ? { couponCode: applied.code } : {}) };
    // A coupon that makes the package free completes on the server without Stripe, so without the dialog.
    if (!isFree) setCheckout({ status: 'loading' });
    setPending(request);
    try {
      const result = await createIntent.mutateAsync(request);
      if ('purchaseId' in result) {
        setCheckout(null);
        toast({ title: TOKEN_TEXTS.paymentSucceeded, description: result.message });
        coupon.remove();
        await refresh(result.user);
      } else if (isFree) {
        // The server charged after all (the coupon changed meanwhile): pay in the dialog like any purchase.
        if ((await requireStripeKey()) !== null) setCheckout({ status: 'ready', intent: result });
      } else {
        setCheckout({ status: 'ready', intent: result });
      }
    } catch (error) {
      const message = readApiErrorBody(error)?.message ?? PAYMENT_MESSAGES.initFailedHeading;
      if (isFree) toastApiError(error, { title: PAYMENT_MESSAGES.paymentError.title, fallback: message });
      else {
        console.error(error);
        setCheckout({ status: 'error', message });
      }
    }
  };

  const onPaid = async (paymentIntentId: string) => {
    if (!pending) return;
    try {
      const result = await completePurchase.mutateAsync({ paymentIntentId, packageId: pending.packageId });
      setCheckout(null);
      if (result.alreadyProcessed) toast(PAYMENT_MESSAGES.alreadyProcessed);
      else toast({ title: TOKEN_TEXTS.paymentSucceeded, description: result.message });
      if (pending.couponCode) applyCoupon.mutate({ paymentIntentId, couponCode: pending.couponCode });
      coupon.remove();
      await refresh(result.user);
    } catch (error) {
      console.error(error);
      setCheckout(null);
      toast({
        title: PAYMENT_MESSAGES.paymentError.title,
        description: PAYMENT_MESSAGES.tokensNotAdded,
        variant: 'destructive',
      });
      await refresh();
    }
  };

  const claim = async () => {
    setConfigError(false);
    try {
      const result = await claimStarterPack.mutateAsync();
      if ('user' in result) {
        toast({ title: PAYMENT_MESSAGES.starterPackActivated });
        await refresh(result.user);
        return;
      }
      if ((await requireStripeKey()) === null) return;
      setPending({ packageId: STARTER_PACK_PACKAGE_ID });
      setCheckout({ status: 'ready', intent: result });
    } catch (error) {
      if (isAlreadyClaimed(error)) {
        setStarterClaimed(true);
        return;
      }
      console.error(error);
      toast({
        title: PAYMENT_MESSAGES.starterPackFailed,
        description: readApiErrorBody(error)?.message,
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack gap="8">
      <StarterPackCard
        claimed={user.hasClaimedFreeTokens || starterClaimed}
        onClaim={() => void claim()}
        isClaiming={claimStarterPack.isPending}
      />
      <Stack as="section" aria-label={TOKEN_TEXTS.packagesHeading} gap="4">
        <Heading as="h2" size="lg">
          {TOKEN_TEXTS.packagesHeading}
        </Heading>
        {packages.isPending && (
          <Flex justify="center" py="6">
            <Spinner color="teal.solid" aria-label="Loading token packages" />
          </Flex>
        )}
        {packages.isError && (
          <LoadError what="token packages" onRetry={() => void packages.refetch()} isRetrying={packages.isFetching} />
        )}
        {packages.data && (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {packages.data.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} selected={pkg.id === selectedId} onSelect={() => select(pkg)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <CouponForm coupon={coupon} packageId={selected?.id ?? null} />
      {applied && selected && (
        <Text>
          <Text as="s" color="fg.muted">
            {formatPrice(selected.price)}
          </Text>{' '}
          <Text as="span" fontWeight="semibold">
            {formatPrice(applied.finalPrice)}
          </Text>{' '}
          with coupon {applied.code}
        </Text>
      )}
      <Stack gap="4" maxW="md">
        <Button
          colorPalette="teal"
          size="lg"
          disabled={price === null}
          loading={createIntent.isPending || coupon.isChecking}
          onClick={() => void purchase()}
        >
          {price === null ? TOKEN_TEXTS.selectPackage : TOKEN_TEXTS.purchaseFor(formatPrice(price))}
        </Button>
        {configError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{PAYMENT_MESSAGES.configurationError.title}</Alert.Title>
              <Alert.Description>{PAYMENT_MESSAGES.configurationError.description}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
      {publishableKey !== null && (
        <PaymentDialog
          checkout={checkout}
          publishableKey={publishableKey}
          onClose={() => setCheckout(null)}
          onPaid={onPaid}
        />
      )}
    </Stack>
  );
}
