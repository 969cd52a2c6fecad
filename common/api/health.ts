import { Type } from 'typebox';

export const HealthLive = Type.Object({ status: Type.Literal('ok') });

/** A part that does not answer makes the whole answer a 503, so a 200 only ever says 'ok'. */
export const HealthReady = Type.Object({
  status: Type.Literal('ready'),
  checks: Type.Object({ database: Type.Literal('ok'), storage: Type.Literal('ok') }),
});
