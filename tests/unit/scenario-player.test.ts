/** tests/support/scenario-player.ts: a named scenario played in pieces on a world driven from outside. */
import { describe, expect, it } from 'vitest';
import { demoFarm } from '../../fixtures/farms.ts';
import { defineScenario, findInLibrary } from '../../scenarios/index.ts';
import { noAppRequests, scenarioPlayer, type ScenarioWorld } from '../support/scenario-player.ts';

function recordingWorld(withRequests = false, refuseFaults = false) {
  const calls: string[] = [];
  const world: ScenarioWorld = {
    farm: demoFarm,
    advance: (ms) => Promise.resolve(void calls.push(`advance ${ms}`)),
    target: {
      faults(command) {
        calls.push(`fault ${JSON.stringify(command)}`);
        return refuseFaults ? { ok: false, reason: 'no faults here' } : { ok: true, faults: [] };
      },
      reboot(sn) {
        calls.push(`reboot ${sn}`);
        return true;
      },
    },
    cloud: (call) => Promise.resolve(void calls.push(`cloud ${call.method} ${call.path}`)),
    request: withRequests
      ? (_server, topic) => Promise.resolve(void calls.push(`request ${topic}`))
      : noAppRequests,
  };
  return { world, calls };
}

const snOf = (index: number) => demoFarm.servers[index]!.server.sn;

describe('scenarioPlayer', () => {
  it('steps the clock to each step, applies it, and stops where the test asks', async () => {
    const { world, calls } = recordingWorld();
    const play = scenarioPlayer(await findInLibrary('unpaid-bill'), world);
    await play.until(30_000);
    expect(calls).toEqual(['advance 30000', 'cloud POST /sim/control/arrears']);
    await play.until(60_000);
    expect(calls.at(-1)).toBe('advance 30000');
    await play.finish();
    expect(calls.slice(2)).toEqual([
      'advance 30000',
      'advance 240000',
      'cloud DELETE /sim/control/arrears?mobile=13800000002',
      'advance 60000',
    ]);
    expect(play.at).toBe(6 * 60_000);
    await expect(play.until(0)).rejects.toThrow(/cannot go back/);
  });

  it('plays steps due at the same moment in order, and refuses app requests it cannot send', async () => {
    const def = defineScenario({
      name: 'same-moment',
      description: 'two steps at once, then a request',
      farm: { name: 'demo' },
      title: 'x',
      teaches: ['x'],
      timeline: [
        { at: 1000, do: 'fault', command: { op: 'clear' } },
        { at: 1000, do: 'reboot', server: 1 },
        { at: 2000, do: 'request', server: 0, topic: 'system/cmd', confTyp: 'system', method: 'cmd' },
      ],
    });
    const sends = recordingWorld(true);
    await scenarioPlayer(def, sends.world).finish();
    expect(sends.calls).toEqual([
      'advance 1000',
      'fault {"op":"clear"}',
      `reboot ${snOf(1)}`,
      'advance 1000',
      'request system/cmd',
    ]);
    await expect(scenarioPlayer(def, recordingWorld().world).finish()).rejects.toThrow(
      'same-moment @2000 ms: step 2 (request) failed: this world sends no app requests',
    );
  });

  it('plays one-click events through the same interpreter, and rejects with the reason of a refused step', async () => {
    const def = defineScenario({
      name: 'boiler',
      description: 'a one-click event',
      farm: { name: 'demo' },
      title: 'x',
      teaches: ['x'],
      timeline: [{ at: 500, do: 'event', event: 'boilerFail', params: { server: 2 } }],
    });
    const played = recordingWorld();
    await scenarioPlayer(def, played.world).finish();
    expect(played.calls).toEqual([
      'advance 500',
      `fault {"op":"set","kind":"boilerFail","target":{"sn":"${snOf(2)}"},"params":{}}`,
    ]);
    await expect(scenarioPlayer(def, recordingWorld(false, true).world).finish()).rejects.toThrow(
      'boiler @500 ms: step 0 (event) failed: no faults here',
    );
  });
});
