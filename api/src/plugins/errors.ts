import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { MULTILINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '@restaurant/shared/contracts';
import { negotiateLocale } from '../i18n/locale';
import { MESSAGES, messageText, type ErrorId, type MessageParams } from '../i18n/messages';
import { AppError, SQLSTATE, sqlState } from '../lib/errors';
import { serializeError } from '../lib/log-safe-error';

type Details = Array<{ path: string; message: string }>;

/** Fastify's own client-error codes worth a precise answer (everything else 4xx keeps its status and code). */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorId> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_JSON_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_CONTENT_LENGTH',
};

/**
 * A client error of Fastify's own that the catalogue has no entry for (e.g. a malformed URL): answered with its own
 * status, code and (English) message.
 */
function isUncataloguedClientError(error: FastifyError): error is FastifyError & { statusCode: number } {
  const cataloguedFastifyError = error.code !== undefined && error.code in FASTIFY_CLIENT_ERRORS;
  return (
    !(error instanceof AppError) &&
    !error.validation &&
    !cataloguedFastifyError &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  );
}

/** What an error answers, before it is put in the request's language. */
type Answer = { id: ErrorId; params?: MessageParams; details?: Details };

const TEXT_PATTERNS = new Set<unknown>([SINGLE_LINE_TEXT_PATTERN, MULTILINE_TEXT_PATTERN]);

/** Ajv's message, except for the text rule, whose pattern would mean nothing to a reader. */
function readableMessage(e: { keyword: string; params: Record<string, unknown>; message?: string }): string {
  if (e.keyword === 'pattern' && TEXT_PATTERNS.has(e.params.pattern)) {
    return 'must not contain control characters or bidirectional-override characters';
  }
  return e.message ?? 'is invalid';
}

/**
 * One error shape for the whole API: `{ message, code }` (+ `details` for validation). Client mistakes are 4xx with
 * a useful message; anything unexpected is logged in full and answered with a bare 500 that reveals nothing.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const error = new Error(`Invalid ${dataVar}`) as FastifyError & { details?: Details };
    // one message per field: a union (e.g. "a number or null") otherwise reports every branch it tried
    const byPath = new Map<string, string>();
    for (const e of errors) {
      const missing = e.keyword === 'required' && typeof e.params.missingProperty === 'string';
      const path = `${dataVar}${e.instancePath.replaceAll('/', '.')}${missing ? `.${String(e.params.missingProperty)}` : ''}`;
      if (!byPath.has(path)) byPath.set(path, readableMessage(e));
    }
    error.details = [...byPath].map(([path, message]) => ({ path, message }));
    return error;
  });

  /** What each kind of failure answers; anything unexpected is logged in full and answered with a bare 500. */
  function answerFor(error: FastifyError & { details?: Details }, log: FastifyBaseLogger): Answer {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) log.error({ err: error }, 'server error');
      return { id: error.messageId, params: error.params, ...(error.details ? { details: error.details } : {}) };
    }
    if (error.validation) {
      const details =
        error.details ?? error.validation.map((v) => ({ path: v.instancePath, message: v.message ?? 'is invalid' }));
      // the password rule is a schema pattern; its own code lets a client say "too weak" instead of "invalid"
      const weakPassword =
        error.validationContext === 'body' &&
        error.validation.length > 0 &&
        error.validation.every((v) => v.keyword === 'pattern' && v.instancePath === '/password');
      if (weakPassword) return { id: 'WEAK_PASSWORD', details };
      // field paths and ajv's wording stay as they are (for developers); the sentence around them is translated
      return {
        id: 'VALIDATION_ERROR',
        params: { fields: details.map((d) => `${d.path} ${d.message}`).join('; ') },
        details,
      };
    }
    const fastifyClientError = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (fastifyClientError) return { id: fastifyClientError };
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT' || sqlState(error) === SQLSTATE.queryCanceled) {
      // REQUEST_TIMEOUT_MS or the database's statement_timeout ran out: the client may try again later
      log.warn({ err: error }, 'request timed out');
      return { id: 'TIMEOUT' };
    }
    // a safety net: repositories translate this themselves
    if (sqlState(error) === SQLSTATE.exclusionViolation) return { id: 'SLOT_TAKEN' };
    // data exceptions (a NUL byte in text, a number out of range) come from values the client sent
    if (sqlState(error)?.startsWith('22')) return { id: 'INVALID_INPUT' };
    log.error({ err: error }, 'unhandled error');
    return { id: 'INTERNAL_ERROR' };
  }

  app.setErrorHandler((error: FastifyError & { details?: Details }, request, reply) => {
    if (isUncataloguedClientError(error)) {
      return reply.code(error.statusCode).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    const { id, params, details } = answerFor(error, request.log);
    return sendError(request, reply, id, params, details);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, 'ROUTE_NOT_FOUND', { method: request.method, path: request.url.split('?')[0] ?? '' }),
  );
  // A GET no route of the API answers still gets this answer when the API is mounted beside a server that has its own
  // `GET /*` (the composed site's pages and files): Fastify tries every route before any not-found handler, so the
  // API claims every GET under its prefix with a route that hands it to its own not-found handler.
  app.get('/*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
}

/**
 * The error handling above as one plugin. Wrapped with fastify-plugin: the handlers belong to the context it is
 * registered in (the API's), never to a host server. Routes describe their error answers with `errors(...)`.
 */
export default fp(
  async (app: FastifyInstance) => {
    registerErrorHandling(app);
  },
  { name: 'errors' },
);

/**
 * Answers `{ message, code, details? }` with the catalogue entry's status, the message in the language the client
 * asked for (`Accept-Language`); the code stays the same in every language.
 */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  id: ErrorId,
  params?: MessageParams,
  details?: Details,
): FastifyReply {
  const locale = negotiateLocale(request.headers['accept-language']);
  const body = { message: messageText(id, locale, params), code: MESSAGES[id].code, ...(details ? { details } : {}) };
  return reply
    .code(MESSAGES[id].status)
    .header('content-language', locale)
    .header('vary', 'Accept-Language')
    .send(body);
}

/**
 * The logger options with the API's error serializer: every `{ err }` logged, by the error handler or by Fastify
 * itself (a handler failing after its request timed out), goes through `serializeError`.
 */
export function withLogSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, err: serializeError } };
}
