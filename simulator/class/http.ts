/**
 * The class's routes of the world's control API (protocol/sim-class.ts), mounted by scripts/world.ts:
 *   GET  /sim/world/class   { active: false } or the class: logins, bases, the class board
 *   POST /sim/world/class   { action: 'create', trainees: 1..30 } | { action: 'end' }
 * A bad body answers 400 with nothing applied.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe } from '../../protocol/index.ts';
import { matchSimWorld, simWorldEndpoints } from '../../protocol/sim-world.ts';
import { z } from '../../protocol/zod-mini.ts';
import { readJson, send } from '../world-control.ts';
import type { Classroom } from './classroom.ts';

export function createClassHandler(classroom: Classroom) {
  return async function classHandler(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const call = matchSimWorld(req.method ?? 'GET', path)?.name;
    if (call === 'class') return send(res, 200, classroom.state());
    if (call !== 'driveClass') return false;
    const body = await readJson(req);
    if (!body.ok) return send(res, 400, { error: body.reason });
    const checked = z.safeParse(simWorldEndpoints.driveClass.body, body.value);
    if (!checked.success)
      return send(res, 400, {
        error: `{ action: 'create', trainees: 1..30 } or { action: 'end' }: ${describe(checked.error)}`,
      });
    const outcome = await classroom.drive(checked.data);
    return send(res, outcome.status, outcome.body);
  };
}
