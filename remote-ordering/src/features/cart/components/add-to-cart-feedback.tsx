import type { ApiError } from '@restaurant/shared';
import { Alert, IconButton } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';

export interface AddToCartFeedbackProps {
  status: 'idle' | 'pending' | 'success' | 'error';
  /** HTTP status of a server add (null for a guest's local add). */
  httpStatus: number | null | undefined;
  error: ApiError | null;
  onReset: () => void;
  compact?: boolean;
}

/** The outcome of an add: success (with the HTTP status) or the failure message with its status (0: no answer). */
export function AddToCartFeedback({ status, httpStatus, error, onReset, compact }: AddToCartFeedbackProps) {
  const { t } = orderingTranslations.useTranslation();
  if (status !== 'success' && status !== 'error') return null;
  const failed = status === 'error';
  const title = failed ? (error?.message ?? '') : t('cart.added');
  const detail = failed
    ? t('cart.statusCode', { status: error?.status ?? 0 })
    : httpStatus !== null && httpStatus !== undefined
      ? t('cart.savedToAccount', { status: httpStatus })
      : t('cart.savedOnDevice');

  return (
    <Alert.Root
      status={failed ? 'error' : 'success'}
      role={failed ? 'alert' : 'status'}
      size="sm"
      py={compact ? '1.5' : undefined}
      alignItems="center"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description fontSize="xs">{detail}</Alert.Description>
      </Alert.Content>
      <IconButton size="2xs" variant="ghost" aria-label={t('cart.dismiss')} onClick={onReset}>
        ×
      </IconButton>
    </Alert.Root>
  );
}
