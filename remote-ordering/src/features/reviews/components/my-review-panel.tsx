import { lazy, Suspense, useState } from 'react';
import { useCurrentUser, useIsAuthenticated } from '@restaurant/shared';
import { currentPathOf, Link as RouterLink, signInPathFor, useLocation } from '@restaurant/shared/router';
import { Button, Card, EmptyState, ErrorState, Heading, Link, LoadingState, Stack, Text } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useMyReview } from '../api/get-my-review';
import { EmailVerificationNotice } from './email-verification-notice';
import { ReviewItem } from './review-item';

/**
 * Loaded when a signed-in diner writes or edits a review: the form brings react-hook-form and the contracts' schema
 * checker, which a visitor reading reviews does not need.
 */
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

/** The diner's own review with an edit button, or the form to write one; a sign-in invitation for guests. */
export function MyReviewPanel({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = orderingTranslations.useTranslation();
  const signedIn = useIsAuthenticated();
  const { user } = useCurrentUser();
  const myReview = useMyReview(signedIn);
  const [editing, setEditing] = useState(false);
  const location = useLocation();

  let body;
  if (!signedIn) {
    body = (
      <Text color="fg.muted">
        {t('reviews.signInHint')}{' '}
        <Link asChild color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={signInPathFor(currentPathOf(location))}>{t('signIn')}</RouterLink>
        </Link>
      </Text>
    );
  } else if (myReview.isPending) {
    body = <LoadingState lines={2} label={t('reviews.loadingMine')} />;
  } else if (myReview.isError) {
    body = <ErrorState message={myReview.error.message} onRetry={() => void myReview.refetch()} />;
  } else if (myReview.data === null || editing) {
    body = (
      <Stack gap="4">
        {myReview.data === null ? (
          <EmptyState title={t('reviews.mineEmpty')} description={t('reviews.mineEmptyHint')} />
        ) : null}
        {/* the API takes reviews from confirmed addresses only: offer the way to confirm instead of a failing form */}
        {user?.emailVerified === false ? (
          <EmailVerificationNotice />
        ) : (
          <Suspense fallback={<LoadingState lines={3} />}>
            <ReviewForm
              key={myReview.data?.id ?? 'new'}
              existing={myReview.data}
              onDone={() => setEditing(false)}
              onCancel={editing ? () => setEditing(false) : undefined}
            />
          </Suspense>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="3">
        <ReviewItem review={myReview.data} />
        <Button alignSelf="flex-start" variant="outline" onClick={() => setEditing(true)}>
          {t('reviews.edit')}
        </Button>
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby="my-review-title" variant="outline">
      <Card.Body gap="4">
        <Heading as={headingLevel} id="my-review-title" size="lg">
          {t('reviews.mineTitle')}
        </Heading>
        {body}
      </Card.Body>
    </Card.Root>
  );
}
