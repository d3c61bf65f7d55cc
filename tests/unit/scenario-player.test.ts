/** tests/support/scenario-player.ts: a named scenario played in pieces on a world driven from outside. */
import { describe, expect, it } from 'vitest';
import { defineScenario, findInLibrary } from '../../scenarios/index.ts';
import { scenarioPlayer, type ScenarioWorld } from '../support/scenario-player.ts';

function recordingWorld(withRequests = false) {
  const calls: string[] = [];
  const world: ScenarioWorld = {
    advance: async (ms) => calls.push(`advance ${ms}`),
    fault: async (step) => calls.push(`fault ${step.command.op}`),
    reboot: async (step) => calls.push(`reboot ${step.server}`),
    cloud: async (step) => calls.push(`cloud ${step.method} ${step.path}`),
    request: withRequests ? async (step) => calls.push(`request ${step.topic}`) : undefined,
  };
  return { world, calls };
}

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
      'fault clear',
      'reboot 1',
      'advance 1000',
      'request system/cmd',
    ]);
    await expect(scenarioPlayer(def, recordingWorld().world).finish()).rejects.toThrow(/no app requests/);
  });
});
