/**
 * The simulator's HTTP control API, mountable in any Node HTTP server (the orchestrator's or the
 * CLI's own): faults on and off, controller status, reboots, and stepping a stepped clock.
 *   GET    /sim/world/status                   clock and controllers
 *   GET    /sim/world/faults                   active faults
 *   POST   /sim/world/faults                   { op: 'set' | 'clear' | 'list', kind?, target?, params? }
 *   DELETE /sim/world/faults                   clear all
 *   POST   /sim/world/controllers/{sn}/reboot
 *   POST   /sim/world/clock/advance            { ms } (stepped clocks only)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { applyFaultCommand } from './faults.ts';
import type { Simulator } from './simulator.ts';

export const controlPrefix = '/sim/world';
const maxBody = 64 * 1024;

function readJson(
  req: IncomingMessage,
): Promise<{ ok: true; value: unknown } | { ok: false; reason: string }> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBody) chunks.push(chunk);
    });
    req.on('error', (error) => resolve({ ok: false, reason: error.message }));
    req.on('end', () => {
      if (size > maxBody) return resolve({ ok: false, reason: 'body too large' });
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve({ ok: true, value: text.trim() === '' ? {} : JSON.parse(text) });
      } catch {
        resolve({ ok: false, reason: 'body is not JSON' });
      }
    });
  });
}

function send(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
  return true;
}

/** A handler for `sim`; resolves false (and leaves `res` alone) for paths outside /sim/world. */
export function createControlHandler(sim: Simulator) {
  return async function controlHandler(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path !== controlPrefix && !path.startsWith(`${controlPrefix}/`)) return false;
    const route = `${req.method ?? 'GET'} ${path.slice(controlPrefix.length) || '/'}`;
    if (route === 'GET /status' || route === 'GET /') {
      return send(res, 200, {
        clock: { mode: sim.clock.mode, speed: sim.clock.speed, now: sim.clock.now() },
        controllers: sim.controllers.map((c) => ({
          sn: c.sn,
          base: c.base,
          online: c.online,
          stats: c.stats,
        })),
        faults: sim.faults.list(),
      });
    }
    if (route === 'GET /faults') return send(res, 200, { faults: sim.faults.list() });
    if (route === 'DELETE /faults') return send(res, 200, { cleared: sim.faults.clear(), faults: [] });
    if (route === 'POST /faults') {
      const body = await readJson(req);
      if (!body.ok) return send(res, 400, { error: body.reason });
      const result = applyFaultCommand(sim.faults, body.value);
      return send(res, result.ok ? 200 : 400, result.ok ? result : { error: result.reason });
    }
    const reboot = /^POST \/controllers\/([^/]+)\/reboot$/.exec(route);
    if (reboot) {
      const controller = sim.controllers.find((c) => c.sn === decodeURIComponent(reboot[1] ?? ''));
      if (!controller) return send(res, 404, { error: 'no such controller' });
      controller.reboot();
      return send(res, 202, { rebooting: controller.sn });
    }
    if (route === 'POST /clock/advance') {
      const body = await readJson(req);
      const ms = body.ok ? (body.value as { ms?: unknown }).ms : undefined;
      if (sim.clock.mode !== 'stepped') return send(res, 409, { error: `the clock is ${sim.clock.mode}` });
      if (typeof ms !== 'number' || !(ms >= 0) || ms > 31 * 86_400_000)
        return send(res, 400, { error: 'ms: 0..31 days' });
      sim.clock.advance(ms);
      return send(res, 200, { now: sim.clock.now() });
    }
    return send(res, 404, { error: `no route ${route}` });
  };
}
