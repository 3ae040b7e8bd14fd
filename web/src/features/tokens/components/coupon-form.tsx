import type { FormEvent, KeyboardEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import type { useCoupon } from '../hooks/use-coupon';
import { TOKEN_TEXTS } from '../texts';

interface CouponFormProps {
  coupon: ReturnType<typeof useCoupon>;
  /** The selected package; a coupon is checked against it. */
  packageId: string | null;
  /** Called when a coupon is applied or removed: the order changed, so a message about the last one is stale. */
  onChange: () => void;
}

/** Coupon code with Apply, or, once applied, the disabled code with Remove. */
export function CouponForm({ coupon, packageId, onChange }: CouponFormProps) {
  const { input, setInput, applied, apply, remove, isChecking } = coupon;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (applied || packageId === null) return;
    onChange();
    void apply(packageId);
  };
  // Enter applies even while Apply is disabled (a form does not submit then), so a blank code gets its toast.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') submit(event);
  };

  return (
    <form onSubmit={submit} aria-label="Coupon">
      <Field.Root>
        <Field.Label>{TOKEN_TEXTS.couponLabel}</Field.Label>
        <Flex gap="2" w="full" maxW="md">
          <Input
            value={input}
            onChange={(event) => setInput(event.target.value)}
            disabled={applied !== null}
            onKeyDown={onKeyDown}
            autoComplete="off"
            placeholder="e.g. WELCOME10"
          />
          {applied ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                onChange();
                remove();
              }}
            >
              {TOKEN_TEXTS.remove}
            </Button>
          ) : (
            <Button
              type="submit"
              variant="outline"
              disabled={input.trim() === '' || packageId === null}
              loading={isChecking}
            >
              {TOKEN_TEXTS.apply}
            </Button>
          )}
        </Flex>
        {applied ? (
          <Field.HelperText color="teal.fg" role="status">
            {applied.message}
          </Field.HelperText>
        ) : (
          packageId === null && <Field.HelperText>{TOKEN_TEXTS.couponHint}</Field.HelperText>
        )}
      </Field.Root>
    </form>
  );
}
