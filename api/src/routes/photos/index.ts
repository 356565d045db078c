import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ErrorResponse,
  IdParams,
  MAX_PHOTO_BYTES,
  ManagedCategoryResponse,
  ManagedComboResponse,
  ManagedFoodResponse,
} from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { CONTENT_TYPE, PHOTO_NAME, processPhoto, type ProcessedPhoto } from '../../lib/photos';
import { bearerSecurity } from '../../plugins/auth';
import type { Versioned } from '../../repositories/menu-admin-repository';
import type { PhotoOwner } from '../../repositories/photo-repository';
import { errors, type RouteDeps } from '../deps';
import { managerRoutes } from '../manage/manager-routes';
import { sendVersioned } from '../manage/versions';

/** The multipart framing around the file (boundaries, part headers) a request may add to the photo's own bytes. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_MB = MAX_PHOTO_BYTES / (1024 * 1024);
/** A year: a rendition's URL names its content, so it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The form the upload routes take, as the OpenAPI document shows it. The route reads the multipart stream itself, so
 * there is no parsed body to check: `streamedBody` gives the schema an empty object.
 */
const PhotoUploadForm = Type.Object({
  file: Type.Optional(
    Type.Unsafe<never>({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or HEIC, at most 15 MB' }),
  ),
});
const streamedBody = async (request: FastifyRequest) => {
  request.body ??= {};
};

const OWNERS = [
  { owner: 'food', path: 'foods', name: 'dish', notFound: 'FOOD_NOT_FOUND', answer: ManagedFoodResponse },
  { owner: 'combo', path: 'combos', name: 'combo', notFound: 'COMBO_NOT_FOUND', answer: ManagedComboResponse },
  {
    owner: 'category',
    path: 'categories',
    name: 'menu category',
    notFound: 'CATEGORY_NOT_FOUND',
    answer: ManagedCategoryResponse,
  },
] as const satisfies readonly { owner: PhotoOwner; path: string; name: string; notFound: string; answer: unknown }[];

/**
 * The upload's one file, read as it streams in and never past MAX_PHOTO_BYTES: a larger one is refused (413) as soon
 * as it goes over, or before a byte is read when its Content-Length already says so.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > MAX_PHOTO_BYTES + MULTIPART_OVERHEAD) throw new AppError('PHOTO_TOO_LARGE', { max: MAX_MB });
  if (!request.isMultipart()) throw new AppError('NOT_AN_IMAGE');
  try {
    const file = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10, parts: 11 } });
    if (!file || file.fieldname !== 'file') throw new AppError('NOT_AN_IMAGE');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PHOTO_TOO_LARGE', { max: MAX_MB });
    // a malformed or cut-off form, too many parts: not a photo this route can take
    throw new AppError('NOT_AN_IMAGE');
  }
}

/**
 * Photos of dishes, combos and menu categories. The manager uploads one (`POST /manage/{foods|combos|categories}/{id}
 * /photo`, multipart field `file`) or takes it away (`DELETE`); anyone reads its renditions at `/photos/<name>`,
 * from the database, so every instance serves the same bytes. A change drops the menu answers and the server-rendered
 * pages on every instance (the `menu` tag on the invalidation bus).
 */
const photoRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, cache }) => {
  const { photoRepository, menuAdminRepository } = repos;
  /** The record as the manager's editor reads it, with its new version: a photo change is an edit. */
  const managed: Record<PhotoOwner, (id: number) => Promise<Versioned<unknown> | undefined>> = {
    food: (id) => menuAdminRepository.findFood(id),
    combo: (id) => menuAdminRepository.findCombo(id),
    category: (id) => menuAdminRepository.findCategory(id),
  };
  // here only: no other route of the API takes multipart bodies
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES } });
  const { managerOnly } = managerRoutes(app, repos);

  // one upload decoded at a time on this instance: sharp already takes two cores for it
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = (upload: Buffer): Promise<ProcessedPhoto> => {
    const processed = queue.then(() => processPhoto(upload));
    queue = processed.catch(() => undefined);
    return processed;
  };

  for (const { owner, path, name, notFound, answer } of OWNERS) {
    const Owner = `${owner.charAt(0).toUpperCase()}${owner.slice(1)}`;
    const answerRecord = async (reply: FastifyReply, id: number) => {
      await cache.invalidate('menu');
      const record = await managed[owner](id);
      if (!record) throw new AppError(notFound);
      return sendVersioned(reply, record);
    };
    app.post(
      `/manage/${path}/:id/photo`,
      {
        schema: {
          tags: ['manage'],
          operationId: `upload${Owner}Photo`,
          summary: `Upload the ${name}'s photo (replaces the drawing, or the previous photo)`,
          description:
            'Multipart form, one field `file`: a JPEG, PNG, WebP or HEIC photo of at most 15 MB (413 PHOTO_TOO_LARGE) ' +
            'and 50 megapixels (422 PHOTO_TOO_MANY_PIXELS, from the header, before decoding). Decoded, turned upright ' +
            'by its EXIF orientation and stripped of every metadata field (GPS included), then stored as AVIF, WebP and ' +
            'JPEG at 320, 640 and 1280 px wide (never wider than the original), each at a content-hashed URL cached ' +
            'for a year. 415 NOT_AN_IMAGE for anything else or a truncated file. ' +
            'Answers the record as `GET` does, with its new ETag (a photo change is an edit).',
          security: bearerSecurity,
          consumes: ['multipart/form-data'],
          params: IdParams,
          body: PhotoUploadForm,
          response: { 200: answer, ...errors(400, 401, 403, 404, 413, 415, 422) },
        },
        onRequest: managerOnly.onRequest,
        preValidation: [managerOnly.preValidation, streamedBody],
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await photoRepository.ownerExists(owner, id))) throw new AppError(notFound);
        const processed = await oneAtATime(await readUpload(request));
        if (!(await photoRepository.attach(owner, id, processed, request.userId))) throw new AppError(notFound);
        return answerRecord(reply, id);
      },
    );

    app.delete(
      `/manage/${path}/:id/photo`,
      {
        schema: {
          tags: ['manage'],
          operationId: `remove${Owner}Photo`,
          summary: `Take the ${name}'s photo away: its drawing is shown again`,
          description: 'Answers the record as `GET` does, with its new ETag (also when it had no photo).',
          security: bearerSecurity,
          params: IdParams,
          response: { 200: answer, ...errors(400, 401, 403, 404) },
        },
        ...managerOnly,
      },
      async (request, reply) => {
        if (!(await photoRepository.detach(owner, request.params.id, request.userId))) throw new AppError(notFound);
        return answerRecord(reply, request.params.id);
      },
    );
  }

  app.get(
    '/photos/:name',
    {
      schema: {
        tags: ['menu'],
        operationId: 'getPhotoFile',
        summary: 'A rendition of an uploaded photo (AVIF, WebP or JPEG), named by its content',
        description: 'The URLs come from the `photo.variants` of dishes, combos and categories; cached for a year.',
        params: Type.Object({ name: Type.String({ pattern: PHOTO_NAME.source, maxLength: 120 }) }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/avif, webp or jpeg' }),
          304: Type.Null({ description: 'Not modified' }),
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const etag = `"${name}"`;
      // the name is the content's hash: the browser's copy is the one stored
      if (request.headers['if-none-match'] === etag) {
        return reply.header('etag', etag).header('cache-control', IMMUTABLE).code(304).send(null);
      }
      const file = await photoRepository.findFile(name);
      if (!file) throw new AppError('IMAGE_NOT_FOUND');
      return reply
        .header('etag', etag)
        .header('cache-control', IMMUTABLE)
        .type(CONTENT_TYPE[file.format])
        .send(file.bytes);
    },
  );
};

export default photoRoutes;
