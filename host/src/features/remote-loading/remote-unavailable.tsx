import { Alert, Button, Stack } from '@restaurant/shared/ui';
import { hostTranslations } from '../../lib/translations';
import { useRemoteRetry } from './remote-retry-context';

export interface RemoteUnavailableProps {
  /** Which remote failed, for the logs and tests; the diner only needs to know this section is down. */
  remote: string;
}

/** Shown in place of a page whose remote cannot be reached; the rest of the site keeps working. */
export function RemoteUnavailable({ remote }: RemoteUnavailableProps) {
  const { t } = hostTranslations.useTranslation();
  const retry = useRemoteRetry();
  return (
    <Stack py="10" data-remote-unavailable={remote}>
      <Alert.Root status="warning" role="alert" borderRadius="card" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title>{t('remoteUnavailable.title')}</Alert.Title>
          <Alert.Description>{t('remoteUnavailable.description')}</Alert.Description>
          {retry ? (
            <Button size="sm" alignSelf="flex-start" onClick={retry}>
              {t('remoteUnavailable.retry')}
            </Button>
          ) : null}
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
