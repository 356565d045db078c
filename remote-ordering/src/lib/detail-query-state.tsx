import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import { Link as RouterLink } from '@restaurant/shared/router';
import { Button, EmptyState, ErrorState, LoadingState, PageContainer } from '@restaurant/shared/ui';

type Breadcrumb = NonNullable<Parameters<typeof PageContainer>[0]['breadcrumb']>;

/** A route's `:id` as a positive integer, or 0 when it is missing or malformed (0 is never a real id). */
export function parseRouteId(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

interface DetailQueryStateProps {
  query: UseQueryResult<unknown, ApiError>;
  /** The id from the URL could not be an id, so the query never ran: the same not-found state as a 404. */
  invalidId: boolean;
  title: string;
  notFoundTitle: string;
  notFoundHint: string;
  loadingLabel: string;
  backLabel: string;
  backTo: string;
  breadcrumb: Breadcrumb;
}

/**
 * Everything a detail page shows before it has its item: not found (bad id or 404), loading, or the error with a
 * retry. Rendered only while the query has no data.
 */
export function DetailQueryState({
  query,
  invalidId,
  title,
  notFoundTitle,
  notFoundHint,
  loadingLabel,
  backLabel,
  backTo,
  breadcrumb,
}: DetailQueryStateProps) {
  if (invalidId || (query.isError && query.error.status === 404)) {
    return (
      <PageContainer title={notFoundTitle} breadcrumb={breadcrumb}>
        <EmptyState
          title={notFoundTitle}
          description={notFoundHint}
          action={
            <Button asChild variant="outline">
              <RouterLink to={backTo}>{backLabel}</RouterLink>
            </Button>
          }
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer title={title} breadcrumb={breadcrumb}>
      {query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState lines={5} label={loadingLabel} />
      )}
    </PageContainer>
  );
}
