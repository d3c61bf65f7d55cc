/**
 * system/otaschup: what a controller announces on connect (device types, models, firmware).
 * In production it goes to the debug channel's base; a simulated controller has no separate debug
 * base, so it publishes under its own mqttBaseTopic: `{base}/system/otaschup`.
 */
import type { Otaschup } from '../../protocol/index.ts';
import type { ControllerContext } from './context.ts';

const models: Record<string, string> = {
  roller: 'EG-RM2',
  b16roller: 'EG-B16',
  curtain: 'EG-CM1',
  screen: 'EG-CM1',
  fan: 'EG-RL4',
  switch: 'EG-RL16',
  light: 'EG-RL4',
  valve: 'EG-SV24',
  fogger: 'EG-FG1',
  heater: 'EG-HV1',
  co2: 'EG-CO2',
};

export function otaschupOf(ctx: ControllerContext): Otaschup {
  const counts = new Map<string, number>();
  const bump = (type: string) => counts.set(type, (counts.get(type) ?? 0) + 1);
  for (const a of ctx.config.list('actuator')) bump(a.kind);
  for (const s of ctx.config.list('sensor')) bump(`sensor.${s.type}`);
  for (const n of ctx.config.list('network')) bump(`net.${n.kind}`);
  return {
    sn: ctx.sn,
    firmware: ctx.server.firmware,
    model: ctx.model,
    devices: [...counts].map(([type, count]) => ({
      type,
      model: models[type] ?? (type.startsWith('sensor.') ? 'EG-S485' : 'EG-NET'),
      count,
    })),
    ts: ctx.now(),
  };
}
