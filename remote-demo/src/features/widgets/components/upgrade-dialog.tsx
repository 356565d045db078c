import { useState } from 'react';
import { Button, Text } from '@restaurant/shared/ui';
import { CloseButton, Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { widgetsTranslations } from '../translations';

/** The upgrade banner's button and its dialog; choosing the plan closes it and says so under the banner's button. */
export function UpgradeDialog() {
  const { t } = widgetsTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(false);
  return (
    <>
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Dialog.Trigger asChild>
          <Button>{t('banners.upgrade.action')}</Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('banners.upgrade.dialogTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{t('banners.upgrade.dialogBody')}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('common:actions.cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button
                  onClick={() => {
                    setChosen(true);
                    setOpen(false);
                  }}
                >
                  {t('banners.upgrade.choose')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common:actions.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Text role="status" textStyle="sm" fontWeight="medium">
        {chosen ? t('banners.upgrade.chosen') : ''}
      </Text>
    </>
  );
}
