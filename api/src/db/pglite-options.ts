import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * PostgreSQL's buffer cache for a database kept in memory. Its files already live in memory (PGlite's in-memory file
 * system), so the default 128 MB would only hold a second copy of them, and setting that pool up is half the time
 * of opening one: 1.3 s → 0.65 s for the migrated template every API test file opens.
 */
const IN_MEMORY_SHARED_BUFFERS = '16MB';

/**
 * What PGlite is created with, on this thread or in the worker: the extension the schema needs (btree_gist, for the
 * bookings' exclusion constraint), the data folder (undefined: in memory) or a dump to start from.
 */
export function pgliteOptions(dataDir: string | undefined, loadDataDir: Blob | undefined) {
  return {
    dataDir,
    extensions: { btree_gist },
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(dataDir === undefined
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${IN_MEMORY_SHARED_BUFFERS}`] }
      : {}),
  };
}

/**
 * PGlite's documented dump of its data directory (`dumpDataDir`: a tar, uncompressed, since the backup file compresses
 * it), after a checkpoint has written every changed page to the data files, so loading the dump replays little WAL.
 * Run between transactions (see `PgliteThreadClient.dumpDataDir`).
 */
export async function dumpDataDir(pglite: PGlite): Promise<Uint8Array> {
  await pglite.exec('CHECKPOINT');
  const tar = await pglite.dumpDataDir('none');
  return new Uint8Array(await tar.arrayBuffer());
}
