/**
 * aedes `authorizePublish`: the ACL, then the contract monitor. A denied publish is dropped, not
 * answered with an error (that would disconnect the client): the client gets its normal PUBACK and
 * the message goes nowhere, which [MQTT-3.3.5-2] allows. Violations are counted and logged; in
 * strict mode they are dropped the same way.
 */
import type { Client, PublishPacket } from 'aedes';
import { canPublish, type Decision } from '../acl.ts';
import { sinkTopic, type HandlerContext } from './context.ts';

type Done = (error?: Error | null) => void;

/** The first violation per client and topic is logged, then one in `logEvery`, so a flood stays readable. */
const logEvery = 100;

function drop(packet: PublishPacket): void {
  packet.topic = sinkTopic;
  packet.retain = false;
}

/** Counts a violation and logs the first per client and topic, then one in `logEvery`. */
export function recordViolation(ctx: HandlerContext, id: string, topic: string, reason: string): void {
  const count = ctx.stats.violation(id, topic, reason, ctx.strict);
  if (count === 1 || count % logEvery === 0) {
    const action = ctx.strict ? 'dropped' : 'passed on';
    ctx.log(`[broker] contract violation #${count} by ${id} on ${topic} (${action}): ${reason}`);
  }
}

export function authorizePublishHandler(ctx: HandlerContext) {
  return (client: Client | null, packet: PublishPacket, done: Done): void => {
    // client is null only for a will of a client long gone: nobody vouches for it any more.
    const who = client ? ctx.identities.get(client) : undefined;
    const decision: Decision = who
      ? canPublish(who, packet.topic, packet.retain)
      : { ok: false, reason: 'no identity' };
    const id = client?.id ?? '(will)';
    if (!decision.ok) {
      ctx.stats.denied('publish');
      ctx.log(`[broker] publish dropped for ${id}: ${decision.reason}`);
      drop(packet);
      return done(null);
    }
    if (ctx.deferred && !ctx.strict) {
      // Passed on now, checked in the monitor's thread (broker/monitor-thread.ts).
      ctx.deferred.push({ id, topic: packet.topic, payload: packet.payload });
      return done(null);
    }
    const verdict = ctx.monitor(packet.topic, packet.payload);
    if (verdict.judged && !verdict.ok) {
      recordViolation(ctx, id, packet.topic, verdict.reason);
      if (ctx.strict) drop(packet);
    }
    done(null);
  };
}
