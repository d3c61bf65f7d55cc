/**
 * The selected base's subscriptions. MQTT.js does not restore them when a clean session is lost,
 * so they are (re)made on every `connect`; a base switch unsubscribes the previous base first.
 */
import { appSubscriptions, isValidBaseTopic, topicOf } from '../../protocol/topics.ts';
import type { LiveLog, LiveStatus, MqttLike } from './types.ts';

export type SubscriptionReport = (subscription: LiveStatus, error?: string) => void;

const topicsOf = (base: string) => appSubscriptions.map((name) => topicOf(base, name));

export function createSubscriptions(mqtt: MqttLike, report: SubscriptionReport, log: LiveLog) {
  let base: string | null = null;
  // Bumped on every change, so a SUBACK for a base we have since left changes nothing.
  let generation = 0;

  function subscribeCurrent(): void {
    const current = base;
    if (current === null || !mqtt.connected) return;
    const mine = ++generation;
    report(2);
    mqtt.subscribe(topicsOf(current), { qos: 1 }, (error) => {
      if (mine !== generation) return;
      if (!error) return report(1);
      log(`[live] subscribing to ${current} failed: ${error.message}`);
      report(0, `The broker refused the subscription to ${current}.`);
    });
  }

  return {
    base: () => base,
    select(next: string | null): void {
      if (next === base) return;
      if (next !== null && !isValidBaseTopic(next))
        throw new Error(`[live] invalid base topic ${JSON.stringify(next)}`);
      const previous = base;
      base = next;
      generation++;
      // Offline there is nothing to undo: the clean session dropped every subscription already.
      if (previous !== null && mqtt.connected) mqtt.unsubscribe(topicsOf(previous));
      if (next === null || !mqtt.connected) report(0);
      subscribeCurrent();
    },
    /** On every `connect`. */
    restore: subscribeCurrent,
    /** On close/offline/end: the session and its subscriptions are gone (the caller reports 0). */
    lost(): void {
      generation++;
    },
  };
}
