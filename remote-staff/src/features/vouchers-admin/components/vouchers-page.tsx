import { useState } from 'react';
import type { ManagedVoucher } from '@restaurant/shared/contracts';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  ErrorState,
  HStack,
  LoadingState,
  PageContainer,
  Stack,
  Text,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import { useFormatters } from '../../../lib/format';
import { useManagedVouchers } from '../api/get-managed-vouchers';
import { voucherStatusOf, type VoucherStatus } from '../lib/voucher-form';
import { vouchersTranslations } from '../translations';
import { ExpireVoucher } from './expire-voucher';
import { VoucherDialog, type VoucherEditing } from './voucher-dialog';

const STATUS_PALETTE: Record<VoucherStatus, string> = {
  active: 'green',
  scheduled: 'blue',
  usedUp: 'gray',
  ended: 'gray',
};

function VoucherRow({
  voucher,
  onEdit,
  onExpired,
}: {
  voucher: ManagedVoucher;
  onEdit: () => void;
  onExpired: (code: string) => void;
}) {
  const { t } = vouchersTranslations.useTranslation();
  const format = useFormatters();
  const status = voucherStatusOf(voucher);
  const discount =
    voucher.discountType === 'PERCENT'
      ? voucher.maxDiscount === null
        ? t('percentOff', { value: voucher.discountValue })
        : t('percentOffCapped', { value: voucher.discountValue, max: format.money(voucher.maxDiscount) })
      : t('amountOff', { amount: format.money(voucher.discountValue) });
  const over = status === 'ended' || status === 'usedUp';
  return (
    <Table.Row>
      <Table.Cell>
        <Text as="span" fontFamily="mono" fontWeight="semibold">
          {voucher.code}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {voucher.name}
        </Text>
      </Table.Cell>
      <Table.Cell>{discount}</Table.Cell>
      <Table.Cell>{voucher.minOrderValue > 0 ? format.money(voucher.minOrderValue) : t('noMinimum')}</Table.Cell>
      <Table.Cell>
        {t('validity', { from: format.instant(voucher.validFrom), to: format.instant(voucher.validTo) })}
      </Table.Cell>
      <Table.Cell>
        {voucher.usageLimit === null
          ? t('usesUnlimited', { count: voucher.usageCount })
          : t('usesLimited', { count: voucher.usageCount, limit: voucher.usageLimit })}
      </Table.Cell>
      <Table.Cell>{voucher.listed ? t('listed') : t('codeOnly')}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATUS_PALETTE[status]}>{t(`status.${status}`)}</Badge>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={onEdit} aria-label={t('edit', { code: voucher.code })}>
            {t('editButton')}
          </Button>
          {over ? null : <ExpireVoucher voucher={voucher} onExpired={onExpired} />}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * Vouchers (`paths.staff.vouchers`, issue 55, managers only): every voucher with its discount, minimum order,
 * validity, uses so far, whether it is listed, and where it stands; a form to create or change one; "Expire now".
 */
export function VouchersPage() {
  const { t } = vouchersTranslations.useTranslation();
  const vouchers = useManagedVouchers();
  const [editing, setEditing] = useState<VoucherEditing | null>(null);
  const [announcement, setAnnouncement] = useState('');

  return (
    <PageContainer
      title={t('title')}
      description={t('subtitle')}
      breadcrumb={[{ label: t('title') }]}
      actions={<Button onClick={() => setEditing({ kind: 'create' })}>{t('create')}</Button>}
    >
      <Stack gap="4">
        <VisuallyHidden>
          <div role="status">{announcement}</div>
        </VisuallyHidden>
        {vouchers.isPending ? <LoadingState lines={4} label={t('loading')} /> : null}
        {vouchers.isError ? (
          <ErrorState message={vouchers.error.message} onRetry={() => void vouchers.refetch()} />
        ) : null}
        {vouchers.data?.length === 0 ? <EmptyState title={t('empty')} /> : null}
        {vouchers.data && vouchers.data.length > 0 ? (
          <Box overflowX="auto" borderWidth="1px" borderRadius="l2" bg="bg.panel">
            <Table.Root size="sm">
              <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
                {t('tableCaption')}
              </Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('columns.code')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.discount')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.minOrder')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.validity')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.uses')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.visibility')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.actions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {vouchers.data.map((voucher) => (
                  <VoucherRow
                    key={voucher.id}
                    voucher={voucher}
                    onEdit={() => setEditing({ kind: 'edit', id: voucher.id, code: voucher.code })}
                    onExpired={(code) => setAnnouncement(t('expire.done', { code }))}
                  />
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ) : null}
      </Stack>
      <VoucherDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(voucher) => setAnnouncement(t('form.saved', { code: voucher.code }))}
      />
    </PageContainer>
  );
}
