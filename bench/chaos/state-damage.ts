/** A controller's state file damaged while its power is off (the file a power cut brings back). */
import fs from 'node:fs';
import path from 'node:path';

/** Cut half way (0) or overwritten with bytes that are not JSON (1); nothing when there is no file yet. */
export function damageStateFile(stateDir: string, sn: string, how: number): void {
  const file = path.join(stateDir, `${sn.replace(/[^\w.-]/g, '_')}.json`);
  if (!fs.existsSync(file)) return;
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, how === 0 ? text.slice(0, Math.floor(text.length / 2)) : '\u0000\u00ff garbage');
}
