/**
 * CONNECT credentials -> identity (authentication). Controllers first (sn + secret from
 * fixtures), then the app mode: `fixed` compares the one credential, `token` asks the cloud.
 */
import { timingSafeEqual } from 'node:crypto';
import { isValidBaseTopic } from '../protocol/topics.ts';
import type { AppAuth, ControllerAuth, Identity } from './types.ts';

/** CONNACK return codes of MQTT 3.1/3.1.1 used here. */
const connackCodes = { serverUnavailable: 3, badCredentials: 4 } as const;

export type AuthResult = { ok: true; identity: Identity } | { ok: false; returnCode: 3 | 4; reason: string };

export type Authenticator = (
  username: string | undefined,
  password: string | undefined,
) => Promise<AuthResult>;

const bad = (reason: string): AuthResult => ({ ok: false, returnCode: connackCodes.badCredentials, reason });

/** Constant-time comparison, so the fixed password cannot be guessed byte by byte from timings. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createAuthenticator(auth: AppAuth, controllers?: ControllerAuth): Authenticator {
  return async (username, password) => {
    if (!username || password === undefined) return bad('no username or password');
    try {
      if (controllers) {
        const controller = await controllers.verify(username, password);
        if (controller.ok) {
          if (!isValidBaseTopic(controller.base)) return bad(`controller ${username} has an invalid base`);
          return { ok: true, identity: { kind: 'controller', sn: username, base: controller.base } };
        }
      }
      return await authenticateApp(auth, username, password);
    } catch (error) {
      // The policy threw (cloud down, fixture unreadable): the client may retry later.
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, returnCode: connackCodes.serverUnavailable, reason: `check failed: ${reason}` };
    }
  };
}

async function authenticateApp(auth: AppAuth, username: string, password: string): Promise<AuthResult> {
  if (auth.mode === 'fixed') {
    const match = sameSecret(username, auth.username) && sameSecret(password, auth.password);
    return match
      ? {
          ok: true,
          identity: { kind: 'fixed', username, bases: auth.bases?.filter(isValidBaseTopic) ?? null },
        }
      : bad(`bad credentials for ${username}`);
  }
  const check = await auth.verifyToken(username, password);
  if (!check.ok) return bad(`token of ${username} refused: ${check.reason}`);
  const bases = check.bases.filter(isValidBaseTopic);
  return { ok: true, identity: { kind: 'app', mobile: username, bases } };
}
