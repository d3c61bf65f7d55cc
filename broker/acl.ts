/**
 * Who may subscribe and publish where (the broker's ACL). Pure functions of the identity decided at
 * CONNECT and the topic; the aedes handlers only translate the decision into MQTT behaviour.
 */
import { isAppClientIdOf } from '../protocol/client-ids.ts';
import { isUnderBase, parseTopic, type RequestTopicName } from '../protocol/topics.ts';
import type { Identity } from './types.ts';

export type Decision = { ok: true } | { ok: false; reason: string };

const allow: Decision = { ok: true };
const deny = (reason: string): Decision => ({ ok: false, reason });

/** `#`, `+` or `+/…` at the first level: a filter that would read every farm on the broker. */
export function isRootWildcard(filter: string): boolean {
  const first = filter.split('/')[0];
  return first === '#' || first === '+';
}

/** The bases an identity may use; `null` = any base (the fixed production credential). */
function basesOf(who: Identity): readonly string[] | null {
  switch (who.kind) {
    case 'fixed':
      return who.bases;
    case 'app':
      return who.bases;
    case 'controller':
      return [who.base];
  }
}

function underOneOf(topic: string, bases: readonly string[]): boolean {
  return bases.some((base) => isUnderBase(topic, base));
}

/** A SUBSCRIBE filter: denied ones get the 0x80 return code, the client stays connected. */
export function canSubscribe(who: Identity, filter: string): Decision {
  // `$SYS/…` and our own `$GH/…` sink are the broker's, never a client's [MQTT-4.7.2-1].
  if (filter.startsWith('$')) return deny(`reserved topic ${filter}`);
  if (isRootWildcard(filter)) return deny(`root wildcard ${filter}`);
  const bases = basesOf(who);
  if (bases === null) return allow;
  // A filter lies under a base only when the base's levels are spelled out (no wildcard in them).
  return underOneOf(filter, bases) ? allow : deny(`${filter} is outside ${describeBases(bases)}`);
}

const requestNames: readonly string[] = [
  'system/conf',
  'system/cmd',
  'actuator/cmd',
  'rotationIrrigation/cmd',
  'heating/cmd',
  'fertigation/cmd',
  'sensor/query/historyData',
] satisfies RequestTopicName[];

/**
 * What a topic is, as the publish rule needs it, remembered per topic: a fleet publishes on the same
 * few topics per controller every second, and parsing each was 4 % of the broker's CPU at 5,000
 * controllers. The memory is dropped whole when it holds too many topics (a client trying names).
 */
const kinds = new Map<string, { parsed: boolean; request: boolean }>();
const maxKinds = 100_000;
function kindOf(topic: string): { parsed: boolean; request: boolean } {
  let kind = kinds.get(topic);
  if (kind === undefined) {
    const parsed = parseTopic(topic);
    kind = { parsed: parsed.ok, request: parsed.ok && requestNames.includes(parsed.name) };
    if (kinds.size >= maxKinds) kinds.clear();
    kinds.set(topic, kind);
  }
  return kind;
}

/**
 * A PUBLISH (never a wildcard: aedes rejects those before asking). Only the controller
 * publishes reports and answers, so no grower can speak as the controller; a retained request
 * is refused, since it would be replayed on every reconnect (a reboot loop).
 */
export function canPublish(who: Identity, topic: string, retain = false): Decision {
  if (topic.startsWith('$')) return deny(`reserved topic ${topic}`);
  const bases = basesOf(who);
  if (bases !== null && !underOneOf(topic, bases)) return deny(`${topic} is outside ${describeBases(bases)}`);
  const { parsed, request } = kindOf(topic);
  if (request && retain) return deny(`a retained request on ${topic} would be replayed on reconnect`);
  if (who.kind !== 'controller' && parsed && !request) return deny(`only the controller reports on ${topic}`);
  return allow;
}

/**
 * Client ids bound to identities: a controller connects as its sn (or `<sn>-…` for a
 * second link), an app only with its user's prefix, so no one can take another's id over.
 */
export function canUseClientId(who: Identity, clientId: string): Decision {
  const ok =
    who.kind === 'controller'
      ? clientId === who.sn || clientId.startsWith(`${who.sn}-`)
      : isAppClientIdOf(clientId, who.kind === 'app' ? who.mobile : who.username);
  return ok ? allow : deny(`client id ${clientId} is not one of ${whoIs(who)}'s`);
}

function describeBases(bases: readonly string[]): string {
  return bases.length === 0 ? 'any bound base (none bound)' : `bound bases ${bases.join(', ')}`;
}

/** What the identity is called in logs and stats. */
export function whoIs(who: Identity): string {
  switch (who.kind) {
    case 'fixed':
      return who.username;
    case 'app':
      return who.mobile;
    case 'controller':
      return who.sn;
  }
}
