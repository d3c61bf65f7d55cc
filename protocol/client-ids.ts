/**
 * MQTT client ids bound to identities, so that no client takes over another's id. The broker accepts a
 * controller only under its own sn, and an app only under the prefix derived from its user, so no
 * one can kick another identity's client off by connecting with its id.
 *
 * App ids: `gh` + 7 base-36 characters of the user's hash + `-` + random, at most 23 characters
 * (MQTT 3.1 [MQTT-3.1.3-5]). The user is the broker username: the grower's mobile in token mode, the
 * fixed username in fixed mode.
 */

/** MQTT 3.1 refuses client ids over 23 characters. */
export const maxClientIdLength = 23;

/** FNV-1a (32 bit) of the UTF-16 code units: small, stable, the same in browser and Node. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The fixed part of every app client id of `user`: `gh` + 7 characters + `-` (10 characters). */
export function appClientIdPrefix(user: string): string {
  return `gh${fnv1a(user).toString(36).padStart(7, '0')}-`;
}

/** True when `clientId` may be used by the app user `user` (its prefix and a 1..13 character tail). */
export function isAppClientIdOf(clientId: string, user: string): boolean {
  const prefix = appClientIdPrefix(user);
  return (
    clientId.length > prefix.length &&
    clientId.length <= maxClientIdLength &&
    clientId.startsWith(prefix) &&
    /^[A-Za-z0-9_-]+$/.test(clientId.slice(prefix.length))
  );
}
