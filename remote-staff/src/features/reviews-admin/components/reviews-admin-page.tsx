import { useState } from 'react';
import type { ManagedReviewsQuery } from '@restaurant/shared/contracts';
import {
  EmptyState,
  ErrorState,
  HStack,
  LoadingState,
  PageContainer,
  Stack,
  Text,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { Field, NativeSelect } from '@restaurant/shared/ui-form';
import { Pager } from '../../../lib/pager';
import { useManagedReviews } from '../api/get-managed-reviews';
import { reviewsAdminTranslations } from '../translations';
import { ReviewCard } from './review-card';

export const MANAGED_REVIEW_PAGE_SIZE = 10;

const FILTERS = ['all', 'unanswered', 'hidden', 'shown'] as const;
type Filter = (typeof FILTERS)[number];

const QUERY_OF: Record<Filter, Pick<ManagedReviewsQuery, 'hidden' | 'unanswered'>> = {
  all: {},
  unanswered: { unanswered: true },
  hidden: { hidden: true },
  shown: { hidden: false },
};

const isFilter = (value: string): value is Filter => (FILTERS as readonly string[]).includes(value);

/**
 * Reviews (`paths.staff.reviews`, issue 57, managers only): every review, hidden ones included, newest first; the
 * restaurant's reply to each (written, replaced, removed) and hiding with a reason (kept, never deleted).
 */
export function ReviewsAdminPage() {
  const { t } = reviewsAdminTranslations.useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const reviews = useManagedReviews({ page, size: MANAGED_REVIEW_PAGE_SIZE, ...QUERY_OF[filter] });
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / MANAGED_REVIEW_PAGE_SIZE)) : 1;

  return (
    <PageContainer title={t('title')} description={t('subtitle')} breadcrumb={[{ label: t('title') }]}>
      <Stack gap="4">
        <VisuallyHidden>
          <div role="status">{announcement}</div>
        </VisuallyHidden>
        <HStack justify="space-between" align="end" wrap="wrap" gap="3">
          <Field.Root maxW="xs">
            <Field.Label>{t('filter')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={filter}
                onChange={(event) => {
                  if (isFilter(event.target.value)) setFilter(event.target.value);
                  setPage(1);
                }}
              >
                {FILTERS.map((option) => (
                  <option key={option} value={option}>
                    {t(`filters.${option}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {reviews.data ? (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('count', { count: reviews.data.total })}
            </Text>
          ) : null}
        </HStack>
        {reviews.isPending ? <LoadingState lines={4} label={t('loading')} /> : null}
        {reviews.isError ? <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} /> : null}
        {reviews.data?.items.length === 0 ? <EmptyState title={t('empty')} /> : null}
        {reviews.data && reviews.data.items.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t('listLabel')} aria-busy={reviews.isPlaceholderData}>
            {reviews.data.items.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} onDone={setAnnouncement} onReload={() => void reviews.refetch()} />
              </li>
            ))}
          </Stack>
        ) : null}
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          labels={{ nav: t('pages'), previous: t('previous'), next: t('next'), pageOf: t('pageOf', { page, pages }) }}
        />
      </Stack>
    </PageContainer>
  );
}
