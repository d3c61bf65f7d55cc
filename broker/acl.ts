/**
 * Who may subscribe and publish where (issue 3, "ACL"). Pure functions of the identity decided at
 * CONNECT and the topic; the aedes handlers only translate the decision into MQTT behaviour.
 */
import { isUnderBase } from '../protocol/topics.ts';
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
export function basesOf(who: Identity): readonly string[] | null {
  switch (who.kind) {
    case 'fixed':
      return null;
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

/** A PUBLISH topic (never a wildcard: aedes rejects those before asking). */
export function canPublish(who: Identity, topic: string): Decision {
  if (topic.startsWith('$')) return deny(`reserved topic ${topic}`);
  const bases = basesOf(who);
  if (bases === null) return allow;
  return underOneOf(topic, bases) ? allow : deny(`${topic} is outside ${describeBases(bases)}`);
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
