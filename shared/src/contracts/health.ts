import { Type, type Static } from 'typebox';
import { Data } from './common';

export const Health = Type.Object({
  status: Type.Literal('ok'),
  engine: Type.Enum(['pglite', 'postgres']),
  version: Type.String(),
  uptime: Type.Number({ description: 'Seconds since the process started' }),
});
export type Health = Static<typeof Health>;
export const HealthResponse = Data(Health);
export type HealthResponse = Static<typeof HealthResponse>;
