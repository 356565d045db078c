import { useState } from 'react';
import type { Order } from '@restaurant/shared/contracts';
import { Button, ErrorState, Text } from '@restaurant/shared/ui';
import { Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { checkoutTranslations } from '../../../lib/checkout-translations';
import { useCancelOrder } from '../api/cancel-order';

export interface CancelOrderButtonProps {
  readonly order: Order;
  readonly onCancelled?: (order: Order) => void;
}

/** Cancel, behind a confirmation: the kitchen drops the order and it cannot be undone. */
export function CancelOrderButton({ order, onCancelled }: CancelOrderButtonProps) {
  const { t } = checkoutTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder((cancelled) => {
    setOpen(false);
    onCancelled?.(cancelled);
  });

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) cancel.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red">
          {t('orders.cancel')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('orders.cancelTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('orders.cancelBody', { code: order.code })}</Text>
              {cancel.error ? <ErrorState message={cancel.error.message} /> : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('orders.keep')}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={() => cancel.mutate(order.id)}
                loading={cancel.isPending}
                loadingText={t('orders.cancelling')}
              >
                {t('orders.cancelConfirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
