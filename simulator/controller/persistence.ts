/**
 * Controller state on disk: one JSON file per controller, written atomically (temp file + rename)
 * so a crash never leaves half a file. A bad file is reported and ignored, never fatal.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { actuatorReport } from '../../protocol/index.ts';
import { validateInventory, type Inventory } from '../../fixtures/inventory.ts';

export const stateVersion = 1;

const stateFile = z.object({
  version: z.literal(stateVersion),
  sn: z.string(),
  savedAt: z.number(),
  system: z.object({ name: z.string().min(1).max(40), timezone: z.string().max(64) }),
  inventory: z.unknown(),
  actuators: z.array(actuatorReport.extend({ target: z.number().optional() })).default([]),
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

/** A state port over `dir/<sn>.json`; problems go to `log`, never up the stack. */
export function createFileState(dir: string, sn: string, log: (line: string) => void): StatePort {
  const file = path.join(dir, `${sn.replace(/[^\w.-]/g, '_')}.json`);
  return {
    load() {
      let text: string;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
          log(`[sim] ${sn}: cannot read ${file}: ${String(error)}`);
        return undefined;
      }
      const problem = (reason: string) => {
        log(`[sim] ${sn}: state file ${file} ignored: ${reason}`);
        return undefined;
      };
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        return problem(`not JSON (${error instanceof Error ? error.message : 'parse error'})`);
      }
      const parsed = stateFile.safeParse(json);
      if (!parsed.success) return problem(parsed.error.issues[0]?.message ?? 'bad shape');
      if (parsed.data.sn !== sn) return problem(`it belongs to ${parsed.data.sn}`);
      const inventory = validateInventory(parsed.data.inventory);
      if (!inventory.ok) return problem(inventory.reason);
      return { system: parsed.data.system, inventory: inventory.value, actuators: parsed.data.actuators };
    },
    save(state, savedAt) {
      const body = JSON.stringify({ version: stateVersion, sn, savedAt, ...state });
      const temp = `${file}.${process.pid}.tmp`;
      try {
        fs.mkdirSync(dir, { recursive: true });
        fs.writeFileSync(temp, body);
        fs.renameSync(temp, file);
      } catch (error) {
        log(`[sim] ${sn}: cannot save state to ${file}: ${String(error)}`);
      }
    },
  };
}

/** A state port in memory (tests, or no state directory). */
export function createMemoryState(initial?: SavedState): StatePort & { saved: SavedState | undefined } {
  const port = {
    saved: initial,
    load: () => (port.saved ? structuredClone(port.saved) : undefined),
    save(state: SavedState) {
      port.saved = structuredClone(state);
    },
  };
  return port;
}
