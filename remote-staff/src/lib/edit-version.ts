import { isApiError, sendApiRequest, type ApiCall } from '@restaurant/shared';
import { MANAGE_ERROR } from '@restaurant/shared/contracts';

// The back office's optimistic concurrency (issue 55): every read of one record answers an `ETag`, a write sends it
// back as `If-Match`, and a record another manager changed since answers 412 EDIT_CONFLICT.

/** One record as read for editing, with the version the next write names. */
export interface Versioned<T> {
  readonly record: T;
  /** The `ETag` the read answered; null when the server sent none (the write then goes without `If-Match`). */
  readonly etag: string | null;
}

type Headers = Record<string, unknown> & { get?: (name: string) => unknown };

/** The `ETag` a response answered; null when none. */
export const etagOf = (headers: unknown): string | null => headerOf(headers, 'etag');

function headerOf(headers: unknown, name: string): string | null {
  const all = (headers ?? {}) as Headers;
  const value = typeof all.get === 'function' ? all.get(name) : all[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `GET path` answering `{ data }` and an `ETag`. */
export async function getVersioned<T>(path: string, call: ApiCall): Promise<Versioned<T>> {
  const response = await sendApiRequest<{ data: T }>('get', path, call);
  return { record: response.data.data, etag: headerOf(response.headers, 'etag') };
}

/** `PATCH path` with `body`, naming the version read (`If-Match`) when there is one; resolves with the new version. */
export async function patchVersioned<T>(
  path: string,
  body: unknown,
  etag: string | null,
  call: ApiCall,
): Promise<Versioned<T>> {
  const headers = etag === null ? call.headers : { ...call.headers, 'If-Match': etag };
  const response = await sendApiRequest<{ data: T }>('patch', path, { ...call, headers }, body);
  return { record: response.data.data, etag: headerOf(response.headers, 'etag') };
}

/** Whether a write failed because another manager changed the record since it was read. */
export function isEditConflict(error: unknown): boolean {
  return isApiError(error) && (error.status === 412 || error.code === MANAGE_ERROR.editConflict);
}
