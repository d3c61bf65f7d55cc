/**
 * aedes drops a message that another overtook (moscajs/aedes#955): each client forwards a packet
 * only if its `brokerCounter` is above the last one it forwarded (a guard against overlapping
 * subscriptions), but the counter is taken when the PUBLISH arrives while delivery waits on the
 * persistence for retained (storeRetained) and QoS 1/2 messages. A retained `sensor/data` followed
 * in the same read by a QoS 0 report went out second and was dropped for every subscriber, so the
 * controller could not publish its readings retained. Restamping the counter when the packet is
 * handed to the emitter makes the guard follow the order of delivery.
 */
import type { Aedes } from 'aedes';

type Stamped = { brokerId?: string | null; brokerCounter?: number };
type Emitter = { emit: (packet: Stamped, cb?: (error?: unknown) => void) => unknown };
type Internals = { id: string; counter: number; mq: Emitter };

/** Patches a broker created by `Aedes.createBroker` (before any client connects). */
export function deliverInEmitOrder(broker: Aedes): void {
  const internals = broker as unknown as Internals;
  const { mq } = internals;
  if (typeof mq?.emit !== 'function' || typeof internals.counter !== 'number')
    throw new Error('[broker] aedes internals changed: mq.emit or counter is missing');
  const emit = mq.emit.bind(mq);
  mq.emit = (packet, cb) => {
    // Only this broker's own packets take part in the guard (others carry another brokerId).
    if (packet.brokerId === internals.id) packet.brokerCounter = ++internals.counter;
    return emit(packet, cb);
  };
}
