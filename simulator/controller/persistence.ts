/**
 * Controller state on disk: one JSON file per controller, written atomically (temp file + rename)
 * so a crash never leaves half a file, with a second copy of the same state beside it. A bad file is reported,
 * moved aside and replaced by the last good copy, never fatal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { actuatorReport } from '../../protocol/index.ts';
import { validateInventory, type Inventory } from '../../fixtures/inventory.ts';

const stateVersion = 1;

const stateFile = z.object({
  version: z.literal(stateVersion),
  sn: z.string(),
  savedAt: z.number(),
  system: z.object({ name: z.string().min(1).max(40), timezone: z.string().max(64) }),
  inventory: z.unknown(),
  actuators: z.array(z.object({ ...actuatorReport.shape, target: z.number().optional() })).default([]),
});

export type SavedState = {
  system: { name: string; timezone: string };
  inventory: Inventory;
  actuators: z.infer<typeof actuatorReport>[];
};

export type StatePort = {
  load(): SavedState | undefined;
  save(state: SavedState, savedAt: number): void;
};

/**
 * A state port over `dir/<sn>.json`, with a second copy kept as `<sn>.json.bak` (a truncated file
 * must never cost the grower the configuration). A file that does not load is moved
 * aside as `<sn>.json.corrupt-<ms>` and the last good copy is used instead, so the next save cannot
 * overwrite the only good data. Problems go to `log`, never up the stack.
 */
export function createFileState(dir: string, sn: string, log: (line: string) => void): StatePort {
  const file = path.join(dir, `${sn.replace(/[^\w.-]/g, '_')}.json`);
  const backup = `${file}.bak`;

  /** Reads and checks one file: the state, 'missing', or why it is unusable. */
  const read = (from: string): SavedState | 'missing' | { bad: string } => {
    let text: string;
    try {
      text = fs.readFileSync(from, 'utf8');
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return 'missing';
      return { bad: `cannot be read (${String(error)})` };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      return { bad: `not JSON (${error instanceof Error ? error.message : 'parse error'})` };
    }
    const parsed = stateFile.safeParse(json);
    if (!parsed.success) return { bad: parsed.error.issues[0]?.message ?? 'bad shape' };
    if (parsed.data.sn !== sn) return { bad: `it belongs to ${parsed.data.sn}` };
    const inventory = validateInventory(parsed.data.inventory);
    if (!inventory.ok) return { bad: inventory.reason };
    return { system: parsed.data.system, inventory: inventory.value, actuators: parsed.data.actuators };
  };

  /** Moves an unusable file out of the way (kept for a human to look at); says where. */
  const moveAside = (from: string, reason: string): void => {
    const aside = `${from}.corrupt-${Date.now()}`;
    try {
      fs.renameSync(from, aside);
      log(`[sim] ${sn}: state file ${from} ignored: ${reason}; moved aside to ${aside}`);
    } catch (error) {
      log(`[sim] ${sn}: state file ${from} ignored: ${reason}; could not move it aside: ${String(error)}`);
    }
  };

  return {
    load() {
      const main = read(file);
      if (typeof main === 'object' && !('bad' in main)) return main;
      if (main !== 'missing') moveAside(file, main.bad);
      const previous = read(backup);
      if (typeof previous === 'object' && !('bad' in previous)) {
        log(`[sim] ${sn}: configuration restored from the last good copy ${backup}`);
        return previous;
      }
      if (previous !== 'missing') moveAside(backup, previous.bad);
      if (main !== 'missing' || previous !== 'missing')
        log(`[sim] ${sn}: no good state file left: starting from the fixtures`);
      return undefined;
    },
    save(state, savedAt) {
      const body = JSON.stringify({ version: stateVersion, sn, savedAt, ...state });
      const temp = `${file}.${process.pid}.tmp`;
      try {
        fs.mkdirSync(dir, { recursive: true });
        // Both copies hold the latest state, each written whole and renamed into place: a file
        // damaged later costs nothing the controller acknowledged (a backup one save behind lost the
        // last change when the main file was found bad at the next boot). A power cut between the
        // two leaves the new main file and the previous backup, both whole.
        fs.writeFileSync(temp, body);
        fs.renameSync(temp, file);
        fs.writeFileSync(temp, body);
        fs.renameSync(temp, backup);
      } catch (error) {
        log(`[sim] ${sn}: cannot save state to ${file}: ${String(error)}`);
      }
    },
  };
}
