import type { Order } from '@restaurant/shared/contracts';
import { Text } from '@restaurant/shared/ui';
import { ConfirmDialog, useConfirmDialog } from '@restaurant/shared/ui-dialog';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { useCancelOrder } from '../api/cancel-order';

export interface CancelOrderButtonProps {
  readonly order: Order;
  readonly onCancelled?: (order: Order) => void;
}

/** Cancel, behind a confirmation: the kitchen drops the order and it cannot be undone. */
export function CancelOrderButton({ order, onCancelled }: CancelOrderButtonProps) {
  const { t } = checkoutTranslations.useTranslation();
  const dialog = useConfirmDialog();
  const cancel = useCancelOrder((cancelled) => {
    dialog.close();
    onCancelled?.(cancelled);
  });

  return (
    <ConfirmDialog
      {...dialog}
      triggerLabel={t('orders.cancel')}
      title={t('orders.cancelTitle')}
      body={<Text>{t('orders.cancelBody', { code: order.code })}</Text>}
      keepLabel={t('orders.keep')}
      confirmLabel={t('orders.cancelConfirm')}
      pendingLabel={t('orders.cancelling')}
      pending={cancel.isPending}
      errorMessage={cancel.error?.message}
      onConfirm={() => cancel.mutate(order.id)}
      onDismiss={cancel.reset}
    />
  );
}
