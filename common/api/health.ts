import { Type, type Static } from 'typebox';

export const HealthLive = Type.Object({ status: Type.Literal('ok') });

const Check = Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]);

export const HealthReady = Type.Object({
  status: Type.Literal('ready'),
  checks: Type.Object({ database: Check, storage: Check }),
});
export type HealthReady = Static<typeof HealthReady>;
