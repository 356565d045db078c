import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse } from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import { etagOf } from '../../lib/response-cache';

const imagesDir = fileURLToPath(new URL('../../db/seed/images/', import.meta.url));

/** The committed dish illustrations, read once: ~60 files of about 1 KB. */
const imagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const images = new Map(
    readdirSync(imagesDir)
      .filter((f) => f.endsWith('.svg'))
      .map((f) => {
        const body = readFileSync(`${imagesDir}${f}`);
        return [f, { body, etag: etagOf(body.toString('utf8')) }] as const;
      }),
  );
  app.get(
    '/images/:file',
    {
      schema: {
        tags: ['menu'],
        operationId: 'getIllustration',
        summary: 'Dish, combo and category illustrations (SVG)',
        description:
          'The drawings shown for dishes, combos and categories that have no photo. Public, cached for a year.',
        params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]+\\.svg$', maxLength: 100 }) }),
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'image/svg+xml' }),
          304: Type.Null({ description: 'Not modified' }),
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const image = images.get(request.params.file);
      if (!image) throw new AppError('IMAGE_NOT_FOUND');
      reply
        .header('etag', image.etag)
        .header('cache-control', 'public, max-age=86400')
        // an SVG opened directly must not run anything
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send(null);
      return reply.type('image/svg+xml').send(image.body);
    },
  );
};

export default imagesRoutes;
