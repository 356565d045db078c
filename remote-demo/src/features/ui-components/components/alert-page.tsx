import { useState } from 'react';
import { Alert, Button, Stack } from '@restaurant/shared/ui';
import { CloseButton } from '@restaurant/shared/ui-dialog';
import { uiComponentsTranslations } from '../translations';
import { ExampleCard } from './example-card';
import { GalleryPage } from './gallery-page';

const STATUSES = ['success', 'info', 'warning', 'error'] as const;

function StatusAlerts({ variant }: { variant: 'solid' | 'outline' }) {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <Stack gap="3">
      {STATUSES.map((status) => (
        <Alert.Root key={status} status={status} variant={variant}>
          <Alert.Indicator />
          <Alert.Title>{t(`alert.status.${status}`)}</Alert.Title>
        </Alert.Root>
      ))}
    </Stack>
  );
}

function DismissibleAlert() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <Button variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        {t('alert.reopen')}
      </Button>
    );
  }
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('alert.titles.info')}</Alert.Title>
        <Alert.Description>{t('alert.dismissedMessage')}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" alignSelf="start" aria-label={t('alert.close')} onClick={() => setOpen(false)} />
    </Alert.Root>
  );
}

/** /ui-components/alert: filled, outlined, titled, with an action, and one that closes and comes back. */
export default function AlertPage() {
  const { t } = uiComponentsTranslations.useTranslation();
  return (
    <GalleryPage page="alert">
      <ExampleCard title={t('alert.filled')}>
        <StatusAlerts variant="solid" />
      </ExampleCard>
      <ExampleCard title={t('alert.outlined')}>
        <StatusAlerts variant="outline" />
      </ExampleCard>
      <ExampleCard title={t('alert.withTitle')}>
        <Stack gap="3">
          {STATUSES.map((status) => (
            <Alert.Root key={status} status={status}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t(`alert.titles.${status}`)}</Alert.Title>
                <Alert.Description>{t(`alert.status.${status}`)}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ))}
        </Stack>
      </ExampleCard>
      <ExampleCard title={t('alert.withAction')}>
        <Alert.Root status="success" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('alert.itemArchived')}</Alert.Title>
          <Button size="sm" variant="outline" colorPalette="green">
            {t('alert.undo')}
          </Button>
        </Alert.Root>
      </ExampleCard>
      <ExampleCard title={t('alert.dismissible')}>
        <DismissibleAlert />
      </ExampleCard>
    </GalleryPage>
  );
}
