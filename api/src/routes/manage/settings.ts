import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AffectedBookingsError,
  ClosureInput,
  ClosureParams,
  ClosureResponse,
  ManagedSettingsResponse,
  SettingsInput,
  type AffectedBooking,
} from '@restaurant/shared/contracts';
import { negotiateLocale } from '../../i18n/locale';
import { MESSAGES, messageText } from '../../i18n/messages';
import { errors, type RouteDeps } from '../deps';
import { managerRoutes } from './manager-routes';
import { IfMatchHeaders, expectedVersion, sendVersioned } from './versions';

const RULES =
  '400 SETTINGS_INVALID when a service ends before it starts or overlaps another of its day, the slot length does ' +
  'not divide an hour, a duration is not a whole number of slots, a closure is in the past, or a line of the address is blank. ' +
  'The contact (address, telephone) is kept when the body has none. A change never ' +
  'cancels a booking: when confirmed bookings not started yet would fall outside the new hours it answers 409 ' +
  'SETTINGS_AFFECT_BOOKINGS listing them (`affected`) and saves nothing, unless the body says ' +
  '`confirmAffected: true`; the bookings are kept either way. Every change is in the next read of every instance.';

/** The 409 that lists the bookings a change would leave outside the hours, in the manager's language. */
function affectedAnswer(request: FastifyRequest, reply: FastifyReply, affected: AffectedBooking[]) {
  const locale = negotiateLocale(request.headers['accept-language']);
  const entry = MESSAGES.SETTINGS_AFFECT_BOOKINGS;
  return reply
    .code(entry.status)
    .header('content-language', locale)
    .header('vary', 'Accept-Language')
    .send({
      message: messageText('SETTINGS_AFFECT_BOOKINGS', locale, { count: affected.length }),
      code: entry.code,
      affected,
    });
}

/** The manager's opening hours, closures and booking rules; what every booking, slot and pick-up is judged by. */
const manageSettingsRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, settings, now }) => {
  const { managerOnly, schema } = managerRoutes(app, repos);

  app.get(
    '/manage/settings',
    {
      schema: {
        ...schema(
          'getSettings',
          'Opening hours, booking rules and closures from today on',
          'The answer carries `ETag: "<version>"` for the next save\'s `If-Match`.',
        ),
        response: { 200: ManagedSettingsResponse, ...errors(401, 403) },
      },
      ...managerOnly,
    },
    async (_request, reply) => sendVersioned(reply, await settings.read(now())),
  );

  app.put(
    '/manage/settings',
    {
      schema: {
        ...schema(
          'updateSettings',
          'Save the weekly hours and booking rules',
          `${RULES} Answers the settings with their new \`ETag\`; a stale \`If-Match\` answers 412 EDIT_CONFLICT.`,
        ),
        headers: IfMatchHeaders,
        body: SettingsInput,
        response: { 200: ManagedSettingsResponse, 409: AffectedBookingsError, ...errors(400, 401, 403, 412) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const { confirmAffected = false, ...input } = request.body;
      const result = await settings.save(input, {
        expected: expectedVersion(request.headers['if-match']),
        by: request.userId,
        confirmAffected,
        now: now(),
      });
      if ('affected' in result) return affectedAnswer(request, reply, result.affected);
      return sendVersioned(reply, result.saved);
    },
  );

  app.put(
    '/manage/closures/:date',
    {
      schema: {
        ...schema(
          'setClosure',
          'Close a date, or give it special hours',
          `Empty \`services\`: closed all day. ${RULES}`,
        ),
        params: ClosureParams,
        body: ClosureInput,
        response: { 200: ClosureResponse, 409: AffectedBookingsError, ...errors(400, 401, 403) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const result = await settings.putClosure(request.params.date, request.body.services, {
        by: request.userId,
        confirmAffected: request.body.confirmAffected ?? false,
        now: now(),
      });
      if ('affected' in result) return affectedAnswer(request, reply, result.affected);
      return reply.header('cache-control', 'no-store').send({ data: result.saved });
    },
  );

  app.delete(
    '/manage/closures/:date',
    {
      schema: {
        ...schema(
          'removeClosure',
          'Reopen a date on its weekday’s hours',
          'Answers 204 whether or not the date had a closure.',
        ),
        params: ClosureParams,
        response: { 204: Type.Null({ description: 'Reopened' }), ...errors(400, 401, 403) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      await settings.deleteClosure(request.params.date, { by: request.userId, now: now() });
      return reply.code(204).send(null);
    },
  );
};

export default manageSettingsRoutes;
