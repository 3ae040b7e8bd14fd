import { useState } from 'react';
import type { PublicUser } from '@roomremix/contracts/public-user';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { LocalEngineLine } from '@/components/ui/engine-notice';
import { QueryState } from '@/components/ui/query-state';
import { tokenQueries } from '../api/token-queries';
import { useCoupon } from '../hooks/use-coupon';
import { usePurchaseFlow } from '../hooks/use-purchase-flow';
import type { OnUserChanged } from '../hooks/use-purchase-refresh';
import { TOKEN_TEXTS } from '../texts';
import { formatPrice } from '../utils/format';
import { CouponForm } from './coupon-form';
import { PackageCard } from './package-card';
import { FlowPaymentDialog, PaymentsConfigError } from './purchase-flow-parts';
import { StarterPackCard } from './starter-pack-card';

interface BuyTokensPanelProps {
  user: PublicUser;
  /** Refreshes the signed-in user (balance, Starter Pack state), with the user an answer carried when there is one. */
  onUserChanged: OnUserChanged;
}

/**
 * The Buy Tokens tab: the Starter Pack, the packages, a coupon, and 'Purchase for $X', which completes a free purchase
 * at once or opens 'Complete Your Purchase' with Stripe's card form.
 */
export function BuyTokensPanel({ user, onUserChanged }: BuyTokensPanelProps) {
  const packages = useQuery(tokenQueries.packages());
  const coupon = useCoupon();
  const flow = usePurchaseFlow({ onUserChanged, onPurchased: coupon.remove });
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const selected = packages.data?.find((pkg) => pkg.id === selectedId) ?? null;
  const applied = coupon.applied && coupon.applied.packageId === selected?.id ? coupon.applied : null;
  const price = applied?.finalPrice ?? selected?.price ?? null;

  const select = (packageId: string) => {
    setSelectedId(packageId);
    flow.dismissConfigError();
    void coupon.reapply(packageId);
  };

  const purchase = () => {
    if (!selected || price === null) return;
    void flow.buy({ packageId: selected.id, couponCode: applied?.code, price });
  };

  return (
    <Stack gap="8">
      <LocalEngineLine />
      <StarterPackCard
        claimed={user.hasClaimedFreeTokens || flow.starterClaimed}
        onClaim={() => void flow.claim()}
        isClaiming={flow.isClaiming}
        offerStudio
      />
      <Stack as="section" aria-label={TOKEN_TEXTS.packagesHeading} gap="4">
        <Heading as="h2" size="lg">
          {TOKEN_TEXTS.packagesHeading}
        </Heading>
        <QueryState query={packages} what="token packages">
          {(list) => (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {list.map((pkg) => (
                <PackageCard key={pkg.id} pkg={pkg} selected={pkg.id === selectedId} onSelect={() => select(pkg.id)} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
      <CouponForm coupon={coupon} packageId={selected?.id ?? null} onChange={flow.dismissConfigError} />
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
          loading={flow.isBuying || coupon.isChecking}
          onClick={purchase}
        >
          {price === null ? TOKEN_TEXTS.selectPackage : TOKEN_TEXTS.purchaseFor(formatPrice(price))}
        </Button>
        <PaymentsConfigError flow={flow} />
      </Stack>
      <FlowPaymentDialog flow={flow} />
    </Stack>
  );
}
