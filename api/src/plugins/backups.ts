import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BackupService } from '../db/backup/backup-service';

/**
 * Runs the backups while the API does: the nightly backup and the local socket `npm run backup` reaches start once
 * the app is ready, and stop before the database closes (a backup being taken is abandoned, never left half-written).
 */
export default fp(
  async (app: FastifyInstance, { backups }: { backups: BackupService }) => {
    app.addHook('onReady', () => backups.start());
    app.addHook('onClose', () => backups.stop());
  },
  { name: 'backups' },
);
