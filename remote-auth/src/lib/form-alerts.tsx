import { useEffect, useRef } from 'react';
import type { ApiError } from '@restaurant/shared';
import { Alert } from '@restaurant/shared/ui';
import { authTranslations } from './translations';

export interface FormErrorAlertProps {
  error: ApiError | null;
}

/**
 * A failed submit: the server's `message` (else the operation's Vietnamese default, already resolved by
 * `toApiError`), plus a translated hint when the server could not be reached at all (status 0). Takes focus when
 * it appears, so keyboard and screen-reader users land on what went wrong.
 */
export function FormErrorAlert({ error }: FormErrorAlertProps) {
  const { t } = authTranslations.useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  if (!error) return null;
  return (
    <Alert.Root ref={ref} status="error" role="alert" tabIndex={-1} borderRadius="card">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{error.message}</Alert.Title>
        {error.status === 0 ? <Alert.Description>{t('errors.offline')}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

export interface NoticeAlertProps {
  title?: string;
  children: string;
  status?: 'success' | 'info';
}

/** A polite confirmation ("your password has been changed"). */
export function NoticeAlert({ title, children, status = 'success' }: NoticeAlertProps) {
  return (
    <Alert.Root status={status} role="status" borderRadius="card">
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
