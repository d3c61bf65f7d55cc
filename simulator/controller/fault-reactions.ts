/**
 * The faults a controller acts on when they are switched (the others are read where they apply):
 * disconnect, a burst of malformed payloads (one-shot), and jams switching on or off.
 */
import { encode } from '../../protocol/index.ts';
import { isFault, type Fault } from '../faults.ts';
import type { ControllerContext } from './context.ts';

export type Link = { goOffline(): void; goOnline(): void };

/** Payloads a broken firmware or a bad link might send: each kind the app's decoder must survive. */
function malformedPayload(ctx: ControllerContext, index: number): Uint8Array {
  const r = ctx.random;
  switch (index % 6) {
    case 0:
      return r.bytes(r.int(1, 64)); // random bytes
    case 1:
      return new TextEncoder().encode(`{"sn":"${ctx.sn}","ts":${ctx.now()},"readings":[{"sid":`); // truncated JSON
    case 2:
      return encode({ sn: ctx.sn, ts: 'yesterday', readings: [{ sid: -1, v: 'hot', q: 9 }] }); // schema violation
    case 3:
      return Uint8Array.from([0x78, 0x9c, ...r.bytes(24)]); // a zlib header over garbage
    case 4:
      return encode({ confTyp: 'zone', method: 'list', qryId: null, code: 42, msg: 7 }); // a bad ack
    default:
      return new TextEncoder().encode(`${'['.repeat(200)}${']'.repeat(200)}`); // too deep
  }
}

export function watchFaults(ctx: ControllerContext, link: Link): () => void {
  let reconnect: number | undefined;
  const hits = (fault: Fault) => fault.target.sn === undefined || fault.target.sn === ctx.sn;
  return ctx.faults.onChange(({ type, fault }) => {
    if (!hits(fault)) return;
    if (fault.kind === 'actuatorJammed') ctx.actuators.refreshFaults();
    if (isFault(fault, 'disconnect') && type === 'set') {
      link.goOffline();
      ctx.clock.clearTimeout(reconnect);
      const ms = fault.params.ms;
      if (ms !== undefined) {
        reconnect = ctx.clock.setTimeout(() => {
          ctx.faults.clear('disconnect', fault.target);
        }, ms);
      }
    }
    if (fault.kind === 'disconnect' && type === 'clear' && !ctx.faults.find('disconnect', { sn: ctx.sn })) {
      ctx.clock.clearTimeout(reconnect);
      link.goOnline();
    }
    if (isFault(fault, 'malformedBurst') && type === 'set') {
      const { count, topic } = fault.params;
      ctx.log(`[sim] ${ctx.sn}: sending ${count} malformed payloads on ${topic}`);
      for (let i = 0; i < count; i++) ctx.outbox.raw(topic, malformedPayload(ctx, i));
      ctx.faults.clear('malformedBurst', fault.target); // one-shot
    }
  });
}
