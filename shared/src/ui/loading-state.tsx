import { Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import { commonTranslations } from '@restaurant/shared';

export interface LoadingStateProps {
  /** Lines of text placeholder under the block. */
  lines?: number;
  /** What is loading, for screen readers; defaults to "Loading…". */
  label?: string;
}

/** Skeleton placeholder shown while a query or a remote page loads. */
export function LoadingState({ lines = 3, label }: LoadingStateProps) {
  const { t } = commonTranslations.useTranslation();
  return (
    <Stack role="status" aria-live="polite" aria-busy="true" gap="4" py="6">
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
      <Skeleton height="8" width="40%" />
      <Skeleton height="32" />
      <SkeletonText noOfLines={lines} gap="3" />
    </Stack>
  );
}
