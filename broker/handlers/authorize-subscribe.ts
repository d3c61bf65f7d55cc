/** aedes `authorizeSubscribe`: a denied filter gets 0x80 in SUBACK, the client stays connected. */
import type { Client, Subscription } from 'aedes';
import { canSubscribe, type Decision } from '../acl.ts';
import type { HandlerContext } from './context.ts';

const notAuthenticated: Decision = { ok: false, reason: 'not authenticated' };

type Done = (error: Error | null, subscription?: Subscription | null) => void;

export function authorizeSubscribeHandler(ctx: HandlerContext) {
  return (client: Client, subscription: Subscription, done: Done): void => {
    const who = ctx.identities.get(client);
    const decision: Decision = who ? canSubscribe(who, subscription.topic) : notAuthenticated;
    if (decision.ok) return done(null, subscription);
    ctx.stats.denied('subscribe');
    ctx.log(`[broker] subscribe denied for ${client.id}: ${decision.reason}`);
    // done(null, null) is the failure return code [MQTT-3.9.3]; done(error) would drop the client.
    done(null, null);
  };
}
