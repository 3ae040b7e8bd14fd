import { useSearchParams } from 'react-router';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { ADMIN_PAYMENT_PARAM } from '@/lib/route-paths';
import { useContractForm } from '@/lib/use-contract-form';
import { paymentLookupFormSchema, useAdminPayment } from '../api/get-payment';
import { ADMIN_TEXTS } from '../texts';
import { BoundField, type FieldSpec } from './form-field';
import { LookupState } from './lookup-state';
import { PaymentDetails } from './payment-details';

const LOOKUP_FIELD: FieldSpec<'paymentIntentId'> = {
  name: 'paymentIntentId',
  label: ADMIN_TEXTS.payments.lookupLabel,
  placeholder: 'pi_…',
};

function LookupForm({ initial, onLookup }: { initial: string; onLookup: (paymentIntentId: string) => void }) {
  const { control, formState, handleSubmit } = useContractForm(paymentLookupFormSchema, { paymentIntentId: initial });
  const lookup = handleSubmit(({ paymentIntentId }) => onLookup(paymentIntentId));
  return (
    <form noValidate role="search" onSubmit={(event) => void lookup(event)}>
      <Flex gap="2" align="flex-end" maxW="2xl">
        <Box flex="1">
          <BoundField spec={LOOKUP_FIELD} control={control} />
        </Box>
        <Button type="submit" colorPalette="teal" mb={formState.errors.paymentIntentId ? '6' : '0'}>
          {ADMIN_TEXTS.payments.lookup}
        </Button>
      </Flex>
    </form>
  );
}

function Payment({ paymentIntentId }: { paymentIntentId: string }) {
  const payment = useAdminPayment(paymentIntentId);
  return (
    <LookupState query={payment} what="the payment">
      {(loaded) => <PaymentDetails payment={loaded} />}
    </LookupState>
  );
}

/** Payments: a lookup by intent id (`?id=`, so a purchase links here), the payment, and Retry fulfilment. */
export function PaymentPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const paymentIntentId = searchParams.get(ADMIN_PAYMENT_PARAM)?.trim() ?? '';
  return (
    <Stack gap="6">
      <LookupForm
        key={paymentIntentId}
        initial={paymentIntentId}
        onLookup={(id) => setSearchParams({ [ADMIN_PAYMENT_PARAM]: id })}
      />
      {paymentIntentId !== '' && <Payment paymentIntentId={paymentIntentId} />}
    </Stack>
  );
}
