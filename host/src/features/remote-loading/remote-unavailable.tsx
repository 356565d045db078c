import { Alert, Button, Stack } from '@restaurant/shared/ui';
import { hostTranslations } from '../../lib/translations';
import { useRemoteRetry } from './remote-retry-context';

/** `unreachable`: down or failing, worth a retry; `incompatible`: refused for its shared versions, a retry won't help. */
export type RemoteUnavailableReason = 'unreachable' | 'incompatible';

export interface RemoteUnavailableProps {
  /** Which remote failed, for the logs and tests; the diner only needs to know this section is down. */
  remote: string;
  reason?: RemoteUnavailableReason;
}

/** Shown in place of a page whose remote cannot be reached; the rest of the site keeps working. */
export function RemoteUnavailable({ remote, reason = 'unreachable' }: RemoteUnavailableProps) {
  const { t } = hostTranslations.useTranslation();
  const retryContext = useRemoteRetry();
  const retry = reason === 'unreachable' ? retryContext : null;
  const texts = reason === 'incompatible' ? 'remoteIncompatible' : 'remoteUnavailable';
  return (
    <Stack py="10" data-remote-unavailable={remote} data-reason={reason}>
      <Alert.Root status="warning" role="alert" borderRadius="card" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title>{t(`${texts}.title`)}</Alert.Title>
          <Alert.Description>{t(`${texts}.description`)}</Alert.Description>
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
