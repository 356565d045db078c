import { useState } from 'react';
import type { ManagedVoucher } from '@restaurant/shared/contracts';
import { Text } from '@restaurant/shared/ui';
import { ConfirmDialog } from '@restaurant/shared/ui-dialog';
import { useExpireVoucher } from '../api/expire-voucher';
import { vouchersTranslations } from '../translations';

/** "Expire now", behind a confirmation that says what it does (and what it leaves alone: past orders). */
export function ExpireVoucher({ voucher, onExpired }: { voucher: ManagedVoucher; onExpired: (code: string) => void }) {
  const { t } = vouchersTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  const expire = useExpireVoucher(() => {
    setOpen(false);
    onExpired(voucher.code);
  });
  return (
    <ConfirmDialog
      triggerLabel={t('expire.trigger')}
      triggerAccessibleName={t('expire.triggerLabel', { code: voucher.code })}
      triggerSize="xs"
      title={t('expire.title', { code: voucher.code })}
      body={<Text>{t('expire.body', { code: voucher.code })}</Text>}
      keepLabel={t('expire.keep')}
      confirmLabel={t('expire.confirm')}
      pendingLabel={t('expire.pending')}
      pending={expire.isPending}
      errorMessage={expire.error?.message}
      onConfirm={() => expire.mutate(voucher.id)}
      onDismiss={() => expire.reset()}
      open={open}
      onOpenChange={setOpen}
    />
  );
}
