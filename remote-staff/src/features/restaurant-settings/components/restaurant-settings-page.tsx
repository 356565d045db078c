import { useState } from 'react';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Button, ErrorState, HStack, LoadingState, PageContainer, Stack, VisuallyHidden } from '@restaurant/shared/ui';
import { useManagedSettings } from '../api/get-managed-settings';
import { settingsTranslations } from '../translations';
import { ClosuresPanel } from './closures-panel';
import { SettingsForm } from './settings-form';

/**
 * Hours and booking rules (`paths.staff.settings`, issue 57, managers only): the weekly services, the booking and
 * pick-up rules, and the dates closed or with special hours. A change never cancels a booking. Their history is the
 * audit log's, which these links open narrowed to them: one place where changes are read.
 */
export function RestaurantSettingsPage() {
  const { t } = settingsTranslations.useTranslation();
  const settings = useManagedSettings();
  const [announcement, setAnnouncement] = useState('');

  return (
    <PageContainer
      title={t('title')}
      description={t('subtitle')}
      breadcrumb={[{ label: t('title') }]}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.auditOf('settings')}>{t('history.rules')}</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.auditOf('closure')}>{t('history.closures')}</RouterLink>
          </Button>
        </HStack>
      }
    >
      <Stack gap="8">
        <VisuallyHidden>
          <div role="status">{announcement}</div>
        </VisuallyHidden>
        {settings.isPending ? <LoadingState lines={6} label={t('loading')} /> : null}
        {settings.isError && !settings.data ? (
          <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />
        ) : null}
        {settings.data ? (
          <>
            {/* A new version (a save, or Reload after a conflict) starts the form over; a closure change does not. */}
            <SettingsForm
              key={settings.data.etag ?? settings.dataUpdatedAt}
              settings={settings.data.record.settings}
              contact={settings.data.record.contact}
              etag={settings.data.etag}
              onSaved={() => setAnnouncement(t('saved'))}
              onReload={() => void settings.refetch()}
              reloading={settings.isFetching}
            />
            <ClosuresPanel closures={settings.data.record.closures} onChanged={setAnnouncement} />
          </>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
