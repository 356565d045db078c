import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify';
import { MULTILINE_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '@restaurant/shared/contracts';
import { AppError, SQLSTATE, sqlState } from '../lib/errors';
import { serializeError } from '../lib/log-safe-error';

type ErrorBody = { message: string; code: string; details?: Array<{ path: string; message: string }> };

/** Fastify's own client-error codes worth a precise answer (everything else 4xx keeps its status and code). */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'Invalid content length' },
};

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
    const error = new Error(`Invalid ${dataVar}`) as FastifyError & { details?: ErrorBody['details'] };
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

  app.setErrorHandler((error: FastifyError & { details?: ErrorBody['details'] }, request, reply) => {
    let status: number;
    let body: ErrorBody;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = { message: error.message, code: error.code };
    } else if (error.validation) {
      status = 400;
      const details =
        error.details ?? error.validation.map((v) => ({ path: v.instancePath, message: v.message ?? 'is invalid' }));
      const first = details[0];
      // the password rule is a schema pattern; its own code lets a client say "too weak" instead of "invalid"
      const weakPassword =
        error.validationContext === 'body' &&
        error.validation.length > 0 &&
        error.validation.every((v) => v.keyword === 'pattern' && v.instancePath === '/password');
      body = weakPassword
        ? {
            message: 'Use at least 8 characters with at least one letter and one digit',
            code: 'WEAK_PASSWORD',
            details,
          }
        : {
            message: first ? `${error.message}: ${first.path} ${first.message}` : error.message,
            code: 'VALIDATION_ERROR',
            details,
          };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { message: 'Too many attempts: wait a minute and try again', code: 'RATE_LIMITED' };
    } else if (error.code && FASTIFY_CLIENT_ERRORS[error.code]) {
      const known = FASTIFY_CLIENT_ERRORS[error.code]!;
      status = known.status;
      body = { message: known.message, code: known.code };
    } else if (error.code === 'FST_ERR_HANDLER_TIMEOUT' || sqlState(error) === SQLSTATE.queryCanceled) {
      // REQUEST_TIMEOUT_MS or the database's statement_timeout ran out: the client may try again later
      request.log.warn({ err: error }, 'request timed out');
      status = 503;
      body = { message: 'The server took too long to answer: try again in a moment', code: 'TIMEOUT' };
    } else if (sqlState(error) === SQLSTATE.exclusionViolation) {
      // a safety net: repositories translate this themselves with a specific message
      status = 409;
      body = { message: 'That table is already booked for this time', code: 'SLOT_TAKEN' };
    } else if (sqlState(error)?.startsWith('22')) {
      // data exceptions (a NUL byte in text, a number out of range) come from values the client sent
      status = 400;
      body = { message: 'A value in the request cannot be stored or searched', code: 'INVALID_INPUT' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message, code: error.code ?? 'BAD_REQUEST' };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { message: 'Internal server error', code: 'INTERNAL_ERROR' };
    }
    if (status >= 500 && error instanceof AppError) request.log.error({ err: error }, 'server error');
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ message: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'ROUTE_NOT_FOUND' }),
  );
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
