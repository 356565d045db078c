/**
 * A backup or a restore that cannot go on for a reason the operator can act on (a damaged file, a running server, a
 * database that would be overwritten): its message says what happened and what to do, and the commands print it
 * alone, without a stack.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
