import { Type, type Static } from 'typebox';
import { Data } from './common';

const Engine = Type.Enum(['pglite', 'postgres']);

export const DatabaseHealth = Type.Object({
  status: Type.Enum(['up', 'down'], { description: 'up: it answered `select 1` in time' }),
  engine: Engine,
  latencyMs: Type.Union([Type.Number({ minimum: 0 }), Type.Null()], {
    description: 'Round trip of `select 1` in ms; null when the database did not answer',
  }),
});
export type DatabaseHealth = Static<typeof DatabaseHealth>;

export const MailHealth = Type.Object({
  delivery: Type.Enum(['smtp', 'outbox'], {
    description: 'smtp: sent to the configured mail server; outbox: kept for the operator (no SMTP_URL)',
  }),
  pending: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description: 'Messages not sent yet (a mail server outage makes it grow); null when the database did not answer',
  }),
});
export type MailHealth = Static<typeof MailHealth>;

export const Health = Type.Object({
  status: Type.Enum(['ok', 'degraded'], { description: 'degraded: the API answers but its database does not' }),
  engine: Engine,
  version: Type.String(),
  uptime: Type.Number({ description: 'Seconds since the process started' }),
  database: DatabaseHealth,
  mail: MailHealth,
});
export type Health = Static<typeof Health>;
export const HealthResponse = Data(Health);
export type HealthResponse = Static<typeof HealthResponse>;

/** 200 only while the database answers: a load balancer sends traffic to ready instances only. */
export const Readiness = Type.Object({ status: Type.Literal('ready'), database: DatabaseHealth });
export type Readiness = Static<typeof Readiness>;
export const ReadinessResponse = Data(Readiness);
export type ReadinessResponse = Static<typeof ReadinessResponse>;

/** The process answers; nothing else is checked (a liveness probe must not restart the API for a database outage). */
export const Liveness = Type.Object({ status: Type.Literal('ok'), uptime: Type.Number() });
export type Liveness = Static<typeof Liveness>;
export const LivenessResponse = Data(Liveness);
export type LivenessResponse = Static<typeof LivenessResponse>;
