import { Alert, Button } from '@chakra-ui/react';
import { commonTranslations } from '@restaurant/shared';

export interface ErrorStateProps {
  /** The resolved message (server `message` or the operation's default). */
  message: string;
  title?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

/** A failed load: the message, and a retry button when the caller can retry. */
export function ErrorState({ message, title, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = commonTranslations.useTranslation();
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start" borderRadius="card" my="4">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title ?? t('error.title')}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        {onRetry ? (
          <Button size="sm" variant="outline" colorPalette="red" alignSelf="flex-start" onClick={onRetry}>
            {retryLabel ?? t('retry')}
          </Button>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
