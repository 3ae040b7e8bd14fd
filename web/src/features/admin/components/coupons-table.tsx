import type { AdminCoupon } from '@roomremix/contracts/admin-catalogue';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { useSwitchCoupon } from '../api/update-coupon';
import { ADMIN_TEXTS } from '../texts';
import { formatDiscount } from '../utils/format';
import { ActiveSwitchButton } from './active-switch-button';
import { DataTable } from './data-table';
import { TimeText } from './time-text';

/** Whether a coupon applied when the list was loaded (`now`): switched on and not past its expiry. */
function couponState(coupon: AdminCoupon, now: number): { label: string; color: string } {
  if (!coupon.active) return { label: 'inactive', color: 'gray' };
  if (coupon.expiresAt !== null && Date.parse(coupon.expiresAt) <= now) return { label: 'expired', color: 'orange' };
  return { label: 'active', color: 'green' };
}

function CouponRow({ coupon, onEdit, now }: { coupon: AdminCoupon; onEdit: () => void; now: number }) {
  const switcher = useSwitchCoupon();
  const state = couponState(coupon, now);
  return (
    <Table.Row aria-label={coupon.code}>
      <Table.Cell fontFamily="mono" fontWeight="medium">
        {coupon.code}
      </Table.Cell>
      <Table.Cell>{formatDiscount(coupon)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={state.color}>{state.label}</Badge>
      </Table.Cell>
      <Table.Cell>{coupon.expiresAt === null ? '—' : <TimeText iso={coupon.expiresAt} />}</Table.Cell>
      <Table.Cell textAlign="end">
        {coupon.redemptions}
        {coupon.maxRedemptions !== null && ` / ${coupon.maxRedemptions}`}
        {coupon.reserved > 0 && <Text as="span" color="fg.muted">{` (+${coupon.reserved} reserved)`}</Text>}
      </Table.Cell>
      <Table.Cell textAlign="end">{coupon.maxPerUser}</Table.Cell>
      <Table.Cell>
        <Flex gap="2" justify="flex-end">
          <Button size="xs" variant="outline" aria-label={`Edit ${coupon.code}`} onClick={onEdit}>
            Edit
          </Button>
          <ActiveSwitchButton
            name={coupon.code}
            active={coupon.active}
            onSwitch={(active) => switcher.switchTo(coupon.code, active)}
            isPending={switcher.isPending}
          />
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

interface CouponsTableProps {
  coupons: AdminCoupon[];
  /** When the list was loaded (ms): a coupon past its expiry then is shown expired. */
  loadedAt: number;
  onEdit: (coupon: AdminCoupon) => void;
}

/** Every coupon: its discount, whether it applies, expiry, redemptions (of the cap, and held by unpaid intents). */
export function CouponsTable({ coupons, loadedAt, onEdit }: CouponsTableProps) {
  if (coupons.length === 0) return <Text color="fg.muted">{ADMIN_TEXTS.coupons.none}</Text>;
  return (
    <DataTable label="Coupons">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Code</Table.ColumnHeader>
          <Table.ColumnHeader>Discount</Table.ColumnHeader>
          <Table.ColumnHeader>State</Table.ColumnHeader>
          <Table.ColumnHeader>Expires</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Redemptions</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Per user</Table.ColumnHeader>
          <Table.ColumnHeader>
            <Text srOnly>Actions</Text>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {coupons.map((coupon) => (
          <CouponRow key={coupon.code} coupon={coupon} onEdit={() => onEdit(coupon)} now={loadedAt} />
        ))}
      </Table.Body>
    </DataTable>
  );
}
