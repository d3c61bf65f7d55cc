/**
 * Node only: the cloud's tokens in `<dir>/cloud-tokens.json`, written atomically, so a restarted
 * cloud (and the broker that asks it) still knows every unexpired session. A bad file is reported
 * and ignored: the growers then log in again, nothing else is lost.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TokenStore } from './tokens.ts';

const tokenFile = z.record(z.string(), z.object({ mobile: z.string(), expiresAt: z.number() }));

export function createTokenFile(dir: string, log: (line: string) => void): TokenStore {
  const file = path.join(dir, 'cloud-tokens.json');
  return {
    load() {
      try {
        const parsed = tokenFile.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
        if (parsed.success) return parsed.data;
        log(`[cloud] ${file} ignored: not a token list`);
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT'))
          log(`[cloud] ${file} ignored: ${String(error)}`);
      }
      return {};
    },
    save(entries) {
      const temp = `${file}.${process.pid}.tmp`;
      try {
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(temp, JSON.stringify(entries), { mode: 0o600 });
        fs.renameSync(temp, file);
      } catch (error) {
        log(`[cloud] cannot save tokens to ${file}: ${String(error)}`);
      }
    },
  };
}
