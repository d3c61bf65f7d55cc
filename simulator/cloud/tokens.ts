// Access tokens of the simulated cloud: issued on login or WeChat scan, each with an expiry.

/** Why a token was refused. */
export type TokenRefusal = 'missing' | 'unknown' | 'expired' | 'wrong-account';
export type TokenCheck = { ok: true; mobile: string } | { ok: false; reason: TokenRefusal };

type Entry = { mobile: string; expiresAt: number };

/** Where issued tokens are kept across restarts (a restart logged every grower out). */
export type TokenStore = {
  load(): Record<string, Entry>;
  save(entries: Record<string, Entry>): void;
};

export type TokenBook = {
  issue(mobile: string, ttlSeconds?: number): string;
  /** Checks a token, and that it belongs to `mobile` when one is given. */
  check(token: string | null | undefined, mobile?: string | null): TokenCheck;
  /** Makes every token of the mobile (or the one token) expired now. */
  expire(target: { mobile?: string; token?: string }): number;
  revokeAll(mobile: string): void;
  clear(): void;
};

export function createTokenBook(options: {
  now: () => number;
  defaultTtlSeconds: number;
  persist?: TokenStore;
}): TokenBook {
  const entries = new Map<string, Entry>(Object.entries(options.persist?.load() ?? {}));
  const save = () => options.persist?.save(Object.fromEntries(entries));
  return {
    issue(mobile, ttlSeconds) {
      // Unguessable: 128 bits from the platform's CSPRNG (browser and Node alike).
      const token = `sim.${mobile}.${crypto.randomUUID().replace(/-/g, '')}`;
      const now = options.now();
      for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
      entries.set(token, {
        mobile,
        expiresAt: now + (ttlSeconds ?? options.defaultTtlSeconds) * 1000,
      });
      save();
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
      save();
      return count;
    },
    revokeAll(mobile) {
      for (const [key, entry] of entries) if (entry.mobile === mobile) entries.delete(key);
      save();
    },
    clear() {
      entries.clear();
      save();
    },
  };
}
