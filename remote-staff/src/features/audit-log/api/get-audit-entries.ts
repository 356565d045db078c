import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { AuditEntriesResponse, AuditQuery } from '@restaurant/shared/contracts';

export const AUDIT_PATH = '/manage/audit';

export type AuditPage = AuditEntriesResponse['data'];

/** `GET /manage/audit`: the back office's writes, newest first; `entityKind`, `actorId`, `from`/`to` narrow them. */
export function getAuditEntries(params: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return getData<AuditEntriesResponse>(AUDIT_PATH, { operation: 'generic', params, signal });
}

export const auditEntriesQueryOptions = (params: AuditQuery) =>
  queryOptions<AuditPage, ApiError>({
    queryKey: ['manage', 'audit', params],
    queryFn: ({ signal }) => getAuditEntries(params, signal),
  });

export function useAuditEntries(params: AuditQuery) {
  return useQuery({ ...auditEntriesQueryOptions(params), placeholderData: keepPreviousData });
}
