/** The confTyp table of system/conf: every confTyp of protocol/ and the module that serves it. */
import type { ConfTyp } from '../../../protocol/index.ts';
import type { ControllerContext } from '../context.ts';
import { syncActuatorOf, syncChannelsOf } from './backend-sync.ts';
import { crud, type ConfOps } from './crud.ts';
import { logOps, readOnlyOps, systemOps, zoneOps } from './special.ts';

const moving = (ctx: ControllerContext, aid: number) => {
  const state = ctx.actuators.report(aid)?.state;
  return state === 'opening' || state === 'closing' || state === 'on'
    ? `actuator ${aid} is ${state}`
    : undefined;
};

export const confOps: Record<ConfTyp, ConfOps> = {
  zone: zoneOps(),
  crop: crud('crop'),
  sensor: crud('sensor', {
    changed: (ctx, sid) => !ctx.config.get('sensor', sid) && ctx.history.forget(sid),
  }),
  actuator: crud('actuator', {
    // A running actuator or one a program holds is locked (docs/design/protocol.md code 4).
    locked: (ctx, aid) =>
      moving(ctx, aid) ??
      (ctx.irrigation.valveActuators().includes(aid)
        ? `actuator ${aid} is used by the running program`
        : undefined),
    changed: (ctx, aid) => {
      ctx.actuators.reconfigure(aid);
      syncChannelsOf(ctx, aid);
    },
  }),
  valve: crud('valve', {
    locked: (ctx, vid) => {
      const aid = ctx.config.get('valve', vid)?.aid;
      return aid !== undefined && ctx.irrigation.valveActuators().includes(aid)
        ? `valve ${vid} is in the running program`
        : undefined;
    },
  }),
  alarmRule: crud('alarmRule'),
  irrigateAlarm: crud('irrigateAlarm'),
  strategy: crud('strategy'),
  irrigationPlan: crud('irrigationPlan', {
    locked: (ctx, pid) => (ctx.irrigation.holds(pid) ? `irrigation plan ${pid} is running` : undefined),
  }),
  fertRecipe: crud('fertRecipe'),
  fertCenter: crud('fertCenter'),
  fog: crud('fog'),
  heating: crud('heating'),
  network: crud('network'),
  backend: crud('backend', { changed: syncActuatorOf }),
  groupPolicy: crud('groupPolicy'),
  dataSource: crud('dataSource'),
  output: readOnlyOps('output'),
  log: logOps(),
  alarm: readOnlyOps('alarm'),
  system: systemOps(),
};
