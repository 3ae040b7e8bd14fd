import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { AlertNotice } from '@/components/ui/alert-notice';
import { useContractForm } from '@/lib/use-contract-form';
import { tokenAdjustmentFormSchema } from '../api/adjust-tokens';
import { ADJUSTMENT_TOAST, useTokenAdjustment } from '../hooks/use-token-adjustment';
import { ADMIN_TEXTS } from '../texts';
import { reportRefusal } from '../utils/report-refusal';
import { BoundField, type FieldSpec } from './form-field';

interface AdjustUser {
  id: string;
  username: string;
}

const FIELD_NAMES = ['delta', 'reason'] as const;

const DELTA_FIELD: FieldSpec<'delta'> = {
  name: 'delta',
  label: ADMIN_TEXTS.adjust.deltaLabel,
  help: ADMIN_TEXTS.adjust.deltaHelp,
  placeholder: 'e.g. 5 or -5',
};

const REASON_FIELD: FieldSpec<'reason'> = {
  name: 'reason',
  label: ADMIN_TEXTS.adjust.reasonLabel,
  help: ADMIN_TEXTS.adjust.reasonHelp,
  placeholder: 'e.g. Goodwill credit: remix failed twice (ticket 123)',
};

function AdjustmentFields({ user, onApplied }: { user: AdjustUser; onApplied: () => void }) {
  const adjustment = useTokenAdjustment(user);
  const { control, watch, handleSubmit, showServerErrors } = useContractForm(tokenAdjustmentFormSchema, {
    delta: '',
    reason: '',
  });
  const typed = tokenAdjustmentFormSchema.safeParse(watch());
  const retrying = adjustment.isRetry(typed.success ? typed.data : null);
  const apply = async (request: { delta: number; reason: string }) => {
    try {
      await adjustment.submit(request);
      onApplied();
    } catch (error) {
      reportRefusal(error, { fieldNames: FIELD_NAMES, showServerErrors }, ADMIN_TEXTS.adjust.failed, ADJUSTMENT_TOAST);
    }
  };

  return (
    <Stack asChild gap="4">
      <form noValidate aria-label={ADMIN_TEXTS.adjust.heading} onSubmit={(event) => void handleSubmit(apply)(event)}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="flex-start">
          <Box w={{ base: 'full', md: '44' }} flexShrink="0">
            <BoundField spec={DELTA_FIELD} control={control} />
          </Box>
          <BoundField spec={REASON_FIELD} control={control} />
        </Stack>
        {adjustment.unconfirmed && (
          <AlertNotice status="warning" title={ADMIN_TEXTS.adjust.unconfirmed}>
            {ADMIN_TEXTS.adjust.unconfirmedHelp}
          </AlertNotice>
        )}
        <Box>
          <Button
            type="submit"
            colorPalette="teal"
            loading={adjustment.isPending}
            loadingText={ADMIN_TEXTS.adjust.applying}
          >
            {retrying ? ADMIN_TEXTS.adjust.retry : ADMIN_TEXTS.adjust.submit}
          </Button>
        </Box>
      </form>
    </Stack>
  );
}

/** Adjust tokens: an amount and a required reason; the form starts empty again after each applied adjustment. */
export function TokenAdjustmentForm({ user }: { user: AdjustUser }) {
  const [applied, setApplied] = useState(0);
  return (
    <Stack gap="4" layerStyle="panel" p={{ base: '4', md: '5' }}>
      <Heading as="h3" size="md">
        {ADMIN_TEXTS.adjust.heading}
      </Heading>
      <AdjustmentFields key={applied} user={user} onApplied={() => setApplied((count) => count + 1)} />
    </Stack>
  );
}
