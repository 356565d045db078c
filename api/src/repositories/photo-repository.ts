import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Photo, PhotoFormat } from '@restaurant/shared/contracts';
import type { Db, Tx } from '../db/index';
import { combos, foodCategories, foods, photoFiles, photos } from '../db/schema';
import type { ProcessedPhoto } from '../lib/photos';
import { recordAudit } from './audit-repository';

/** What a photo can be given to: a dish, a combo or a menu category. */
export type PhotoOwner = 'food' | 'combo' | 'category';

const OWNER_TABLES = { food: foods, combo: combos, category: foodCategories } as const;

/** Where a rendition is served (the photo routes, under the API's prefix). */
export const photoUrl = (name: string) => `/api/photos/${name}`;

const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The public description of the photos of `ids` (null ids skipped), by photo id: every rendition's URL, format and
 * size, smallest first and AVIF, WebP, JPEG at each width. One query whatever the number of photos.
 */
export async function photosByIds(db: Db | Tx, ids: readonly (number | null)[]): Promise<Map<number, Photo>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const found = new Map<number, Photo>();
  if (!wanted.length) return found;
  const rows = await db
    .select({
      photoId: photoFiles.photoId,
      name: photoFiles.name,
      format: photoFiles.format,
      width: photoFiles.width,
      height: photoFiles.height,
      photoWidth: photos.width,
      photoHeight: photos.height,
    })
    .from(photoFiles)
    .innerJoin(photos, eq(photos.id, photoFiles.photoId))
    .where(inArray(photoFiles.photoId, wanted))
    .orderBy(
      asc(photoFiles.photoId),
      asc(photoFiles.width),
      sql`array_position(array['avif', 'webp', 'jpeg']::varchar[], ${photoFiles.format})`,
    );
  for (const row of rows) {
    const photo = found.get(row.photoId) ?? { width: row.photoWidth, height: row.photoHeight, variants: [] };
    photo.variants.push({ url: photoUrl(row.name), format: row.format, width: row.width, height: row.height });
    found.set(row.photoId, photo);
  }
  return found;
}

/** Each row with `photo` in place of its `photoId`: the photo's renditions, or null (the drawing is shown). */
export async function withPhotos<T extends { photoId: number | null }>(
  db: Db,
  rows: T[],
): Promise<(Omit<T, 'photoId'> & { photo: Photo | null })[]> {
  const found = await photosByIds(
    db,
    rows.map((row) => row.photoId),
  );
  return rows.map(({ photoId, ...rest }) => ({
    ...rest,
    photo: photoId === null ? null : (found.get(photoId) ?? null),
  }));
}

export function createPhotoRepository(db: Db) {
  /** Deletes a photo nothing shows any more (its renditions go with it); kept while any record still names it. */
  async function deleteIfUnused(tx: Parameters<Parameters<Db['transaction']>[0]>[0], photoId: number | null) {
    if (photoId === null) return;
    const users = await Promise.all(
      Object.values(OWNER_TABLES).map((table) =>
        tx.select({ id: table.id }).from(table).where(eq(table.photoId, photoId)).limit(1),
      ),
    );
    if (users.every((rows) => rows.length === 0)) await tx.delete(photos).where(eq(photos.id, photoId));
  }

  return {
    async ownerExists(owner: PhotoOwner, id: number): Promise<boolean> {
      const table = OWNER_TABLES[owner];
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
      return Boolean(row);
    },

    /**
     * Stores the photo (once: the same picture uploaded again reuses its renditions) and gives it to the record, in
     * one transaction; the record's previous photo is deleted if nothing else shows it. False when the record does
     * not exist (then nothing is stored).
     */
    async attach(owner: PhotoOwner, id: number, photo: ProcessedPhoto, uploadedBy: number): Promise<boolean> {
      const table = OWNER_TABLES[owner];
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ photoId: table.photoId }).from(table).where(eq(table.id, id)).for('update');
        if (!current) return false;
        const [inserted] = await tx
          .insert(photos)
          .values({ hash: photo.hash, width: photo.width, height: photo.height, uploadedBy })
          .onConflictDoNothing({ target: photos.hash })
          .returning({ id: photos.id });
        let stored = inserted?.id;
        if (stored === undefined) {
          const [existing] = await tx.select({ id: photos.id }).from(photos).where(eq(photos.hash, photo.hash));
          stored = existing!.id;
        } else {
          await tx
            .insert(photoFiles)
            .values(photo.files.map((file) => ({ ...file, photoId: stored! })))
            .onConflictDoNothing();
        }
        // a new photo is an edit: a form opened on the record before it saves against a version that is gone (412)
        await tx
          .update(table)
          .set({ photoId: stored, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
          .where(eq(table.id, id));
        if (current.photoId !== stored) await deleteIfUnused(tx, current.photoId);
        await recordAudit(tx, {
          actor: uploadedBy,
          action: 'photo.upload',
          entityId: `${owner}:${id}`,
          before: { owner, id, photoId: current.photoId },
          after: { owner, id, photoId: stored, width: photo.width, height: photo.height },
        });
        return true;
      });
    },

    /** Takes the record's photo away (the drawing is shown again). False when the record does not exist. */
    async detach(owner: PhotoOwner, id: number, actor: number): Promise<boolean> {
      const table = OWNER_TABLES[owner];
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ photoId: table.photoId }).from(table).where(eq(table.id, id)).for('update');
        if (!current) return false;
        await tx
          .update(table)
          .set({ photoId: null, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
          .where(eq(table.id, id));
        await deleteIfUnused(tx, current.photoId);
        await recordAudit(tx, {
          actor,
          action: 'photo.remove',
          entityId: `${owner}:${id}`,
          before: { owner, id, photoId: current.photoId },
          after: { owner, id, photoId: null },
        });
        return true;
      });
    },

    /** One rendition's bytes and format, for `/api/photos/<name>`. */
    async findFile(name: string): Promise<{ format: PhotoFormat; bytes: Buffer } | undefined> {
      const [row] = await db
        .select({ format: photoFiles.format, bytes: photoFiles.bytes })
        .from(photoFiles)
        .where(eq(photoFiles.name, name));
      return row && { format: row.format, bytes: asBuffer(row.bytes) };
    },
  };
}

export type PhotoRepository = ReturnType<typeof createPhotoRepository>;
