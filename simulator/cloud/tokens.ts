// Access tokens of the simulated cloud: issued on login or WeChat scan, each with an expiry.

/** Why a token was refused. */
export type TokenRefusal = 'missing' | 'unknown' | 'expired' | 'wrong-account';
export type TokenCheck = { ok: true; mobile: string } | { ok: false; reason: TokenRefusal };

type Entry = { mobile: string; expiresAt: number };

export type TokenBook = {
  issue(mobile: string, ttlSeconds?: number): string;
  /** Checks a token, and that it belongs to `mobile` when one is given. */
  check(token: string | null | undefined, mobile?: string | null): TokenCheck;
  /** Makes every token of the mobile (or the one token) expired now. */
  expire(target: { mobile?: string; token?: string }): number;
  revokeAll(mobile: string): void;
  clear(): void;
};

export function createTokenBook(options: { now: () => number; defaultTtlSeconds: number }): TokenBook {
  const entries = new Map<string, Entry>();
  let serial = 0;
  return {
    issue(mobile, ttlSeconds) {
      serial += 1;
      const random = Math.random().toString(36).slice(2, 10);
      const token = `sim.${mobile}.${serial.toString(36)}${random}`;
      entries.set(token, {
        mobile,
        expiresAt: options.now() + (ttlSeconds ?? options.defaultTtlSeconds) * 1000,
      });
      return token;
    },
    check(token, mobile) {
      if (!token) return { ok: false, reason: 'missing' };
      const entry = entries.get(token);
      if (!entry) return { ok: false, reason: 'unknown' };
      if (entry.expiresAt <= options.now()) return { ok: false, reason: 'expired' };
      if (mobile && mobile !== entry.mobile) return { ok: false, reason: 'wrong-account' };
      return { ok: true, mobile: entry.mobile };
    },
    expire({ mobile, token }) {
      let count = 0;
      for (const [key, entry] of entries) {
        if (key === token || (mobile !== undefined && entry.mobile === mobile)) {
          entry.expiresAt = Math.min(entry.expiresAt, options.now());
          count += 1;
        }
      }
      return count;
    },
    revokeAll(mobile) {
      for (const [key, entry] of entries) if (entry.mobile === mobile) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
