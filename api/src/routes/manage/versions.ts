import type { FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { AppError } from '../../lib/errors';
import type { ExpectedVersion, Versioned } from '../../repositories/menu-admin-repository';

/**
 * The ETag of an editable record: its edit version, quoted, strong (`"7"`): every edit raises it, and two reads of
 * one version are the same record byte for byte.
 */
export const versionTag = (version: number) => `"${version}"`;

export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      maxLength: 40,
      description:
        'The ETag of the read the edit starts from (`"7"`; `W/"7"` and `*` are accepted): another version answers ' +
        '412 EDIT_CONFLICT and nothing changes. Without it the write applies to whatever is stored.',
    }),
  ),
});
export type IfMatchHeaders = Static<typeof IfMatchHeaders>;

/**
 * The version `If-Match` names; undefined without one or with `*`. A validator this API never sent (not a quoted
 * number) cannot name the stored version: 412, like a stale one.
 */
export function expectedVersion(ifMatch: string | undefined): ExpectedVersion {
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(ifMatch.trim());
  if (!match) throw new AppError('EDIT_CONFLICT');
  return Number(match[1]);
}

/** Answers the record with its version as ETag (a read, or the write's new version). */
export function sendVersioned<T>(reply: FastifyReply, versioned: Versioned<T>, status = 200) {
  return reply
    .code(status)
    .header('etag', versionTag(versioned.version))
    .header('cache-control', 'no-store')
    .send({ data: versioned.record });
}
