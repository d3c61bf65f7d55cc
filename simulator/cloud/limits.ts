/**
 * The cloud's attempt limits (2,000 wrong passwords at 1,205/s, 50 SMS sends in a row and
 * a login code brute-forced in 77 s all went through). Keys are `phone:<mobile>` and
 * `device:<uuid>`; every check answers the seconds to wait, 0 when the attempt may go ahead.
 */

/** Wrong passwords (or codes) in a row before a key is locked. */
export const failuresBeforeLock = 5;
/** The first lock; each further lock doubles it, up to `maxLockS`. */
export const firstLockS = 60;
export const maxLockS = 3600;
/** SMS sends: one per phone per `smsGapS` (the seed's countdown), at most `smsPerHour` a key. */
export const smsGapS = 60;
export const smsPerHour = 10;

type Lock = { failures: number; locks: number; until: number };

export type Limits = {
  /** Seconds any of `keys` is still locked for login. */
  loginWait(keys: readonly string[]): number;
  /** A wrong password or code: may lock the keys. */
  loginFailed(keys: readonly string[]): void;
  loginSucceeded(keys: readonly string[]): void;
  /** Seconds until an SMS may be sent for `keys`; when 0 the send is counted. */
  smsSend(keys: readonly string[]): number;
  clear(): void;
};

export function createLimits(now: () => number): Limits {
  const locks = new Map<string, Lock>();
  const sends = new Map<string, number[]>();
  const secondsUntil = (t: number) => Math.max(0, Math.ceil((t - now()) / 1000));
  return {
    loginWait: (keys) => Math.max(0, ...keys.map((k) => secondsUntil(locks.get(k)?.until ?? 0))),
    loginFailed(keys) {
      for (const key of keys) {
        const lock = locks.get(key) ?? { failures: 0, locks: 0, until: 0 };
        lock.failures += 1;
        if (lock.failures >= failuresBeforeLock) {
          lock.until = now() + Math.min(maxLockS, firstLockS * 2 ** lock.locks) * 1000;
          lock.locks += 1;
          lock.failures = 0;
        }
        locks.set(key, lock);
      }
    },
    loginSucceeded(keys) {
      for (const key of keys) locks.delete(key);
    },
    smsSend(keys) {
      const hourAgo = now() - 3_600_000;
      let wait = 0;
      for (const key of keys) {
        const times = (sends.get(key) ?? []).filter((t) => t > hourAgo);
        sends.set(key, times);
        const last = times[times.length - 1];
        if (key.startsWith('phone:') && last !== undefined)
          wait = Math.max(wait, secondsUntil(last + smsGapS * 1000));
        const first = times[0];
        if (times.length >= smsPerHour && first !== undefined)
          wait = Math.max(wait, secondsUntil(first + 3_600_000));
      }
      if (wait === 0) for (const key of keys) sends.get(key)?.push(now());
      return wait;
    },
    clear() {
      locks.clear();
      sends.clear();
    },
  };
}

/** The keys of one attempt: the phone, and the device when the request names one. */
export const attemptKeys = (phone: string, device?: string | null): string[] =>
  device ? [`phone:${phone}`, `device:${device}`] : [`phone:${phone}`];
