import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { commonTranslations } from '@restaurant/shared';

export interface EmptyStateProps {
  title?: string;
  description?: string;
  icon?: ReactNode;
  /** A call to action (e.g. a link to the menu). */
  action?: ReactNode;
}

/** A list or page with nothing to show yet. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  const { t } = commonTranslations.useTranslation();
  return (
    <ChakraEmptyState.Root size="md">
      <ChakraEmptyState.Content>
        {icon ? <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator> : null}
        <VStack textAlign="center" gap="2">
          <ChakraEmptyState.Title>{title ?? t('empty.title')}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
