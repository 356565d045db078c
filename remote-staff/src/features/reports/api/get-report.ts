import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { ReportGranularity, ReportName, ReportOf, ReportResponse } from '@restaurant/shared/contracts';

/** What a report is asked for: its restaurant-local dates (both included) and, for revenue and ratings, its buckets. */
export interface ReportRequest {
  readonly from: string;
  readonly to: string;
  readonly by: ReportGranularity;
}

export const reportPath = (name: ReportName) => `/manage/reports/${name}`;

export const reportParams = (request: ReportRequest) => ({ from: request.from, to: request.to, by: request.by });

export async function getReport<N extends ReportName>(
  name: N,
  request: ReportRequest,
  signal?: AbortSignal,
): Promise<ReportOf<N>> {
  const report = await getData<ReportResponse>(reportPath(name), {
    operation: 'generic',
    params: reportParams(request),
    signal,
  });
  return report as ReportOf<N>;
}

/** One report over a range; the last figures stay on screen while a new range loads. */
export const reportQueryOptions = <N extends ReportName>(name: N, request: ReportRequest) =>
  queryOptions<ReportOf<N>, ApiError>({
    queryKey: ['manage', 'reports', name, request.from, request.to, request.by],
    queryFn: ({ signal }) => getReport(name, request, signal),
    placeholderData: keepPreviousData,
  });

export function useReport<N extends ReportName>(name: N, request: ReportRequest) {
  return useQuery(reportQueryOptions(name, request));
}
