/** The loader rejects a bad scenario file with one message naming the file, the step and the problem. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadLibrary, loadScenarioFile } from '../../scenarios/load.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenarios-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const good = {
  name: 'good-one',
  title: { zh: '好的', en: 'A good one' },
  description: 'A heat wave and an open vent.',
  teaches: ['vents open in the heat'],
  farm: { name: 'demo' },
  start: { timeOfDay: '11:00' },
  durationMs: '1h',
  timeline: [
    { at: '0m', do: 'narrate', note: 'noon is coming' },
    { at: '10m', do: 'event', event: 'heatWave', params: { outTemp: 38, forMs: '2h' } },
  ],
  expect: [
    {
      id: 'vents-open',
      title: 'vents open',
      within: ['10m', '50m'],
      check: { kind: 'actuator', server: 0, aid: 1, position: { gte: 80 } },
    },
  ],
};

function write(name: string, content: unknown): string {
  const file = path.join(dir, `${name}.scenario.json`);
  fs.writeFileSync(file, JSON.stringify({ ...(content as object), name }));
  return file;
}

describe('loadScenarioFile', () => {
  it('loads a good file: times in ms, event defaults filled, steps in order', async () => {
    const def = await loadScenarioFile(write('good-one', good));
    expect(def.durationMs).toBe(3_600_000);
    expect(def.timeline[1]).toMatchObject({
      at: 600_000,
      params: { outTemp: 38, forMs: 7_200_000, radiation: 950, blendMs: 1_800_000 },
    });
    expect(def.expect[0]).toMatchObject({
      within: [600_000, 3_000_000],
      mode: 'eventually',
      title: { en: 'vents open' },
    });
  });

  it('names the file, the step and an unknown event', async () => {
    const timeline = [good.timeline[0], { at: '10m', do: 'event', event: 'meltdown' }];
    const file = write('unknown-event', { ...good, timeline });
    await expect(loadScenarioFile(file)).rejects.toThrow(
      /unknown-event\.scenario\.json: step 1 \(at "10m", event\) event: unknown event "meltdown": use one of heatWave/,
    );
  });

  it('names a bad time', async () => {
    const timeline = [{ at: '10 minutes', do: 'narrate', note: 'x' }];
    await expect(loadScenarioFile(write('bad-time', { ...good, timeline }))).rejects.toThrow(
      /bad-time\.scenario\.json: step 0 \(at "10 minutes", narrate\) at: bad time "10 minutes"/,
    );
  });

  it('names an expectation on a device, zone or rule the farm does not have', async () => {
    const expectOn = (check: unknown) => [{ id: 'nope', title: 'x', check }];
    const actuator = write('no-actuator', {
      ...good,
      expect: expectOn({ kind: 'actuator', server: 0, aid: 999 }),
    });
    await expect(loadScenarioFile(actuator)).rejects.toThrow(
      /no-actuator\.scenario\.json: expectation 0 \(nope\): server \S+ has no actuator 999/,
    );
    const server = write('no-server', {
      ...good,
      expect: expectOn({ kind: 'online', server: 7, online: true }),
    });
    await expect(loadScenarioFile(server)).rejects.toThrow(
      /expectation 0 \(nope\): no server 7 on farm demo/,
    );
    const rule = write('no-rule', {
      ...good,
      expect: expectOn({ kind: 'alarm', server: 0, rule: 99, open: true }),
    });
    await expect(loadScenarioFile(rule)).rejects.toThrow(/has no alarm rule 99/);
    const sensor = write('no-sensor', {
      ...good,
      expect: expectOn({ kind: 'reading', server: 0, zid: 1, sensor: 'ec' }),
    });
    await expect(loadScenarioFile(sensor)).rejects.toThrow(/zone 1 of \S+ has no ec sensor/);
    const event = write('no-vent', {
      ...good,
      timeline: [{ at: 0, do: 'event', event: 'ventJam', params: { aid: 999 } }],
    });
    await expect(loadScenarioFile(event)).rejects.toThrow(
      /step 0 \(at '0m', event\): server \S+ has no actuator 999/,
    );
  });

  it('refuses a name that is not the file name, a reply to no request, and a file that is not JSON', async () => {
    fs.writeFileSync(path.join(dir, 'other.scenario.json'), JSON.stringify(good));
    await expect(loadScenarioFile(path.join(dir, 'other.scenario.json'))).rejects.toThrow(
      /must be the file's name "other"/,
    );
    const reply = write('no-request', {
      ...good,
      expect: [{ id: 'r', title: 'x', check: { kind: 'reply', step: 'open', code: 0 } }],
    });
    await expect(loadScenarioFile(reply)).rejects.toThrow(/no request step with id open/);
    fs.writeFileSync(path.join(dir, 'broken.scenario.json'), '{');
    await expect(loadScenarioFile(path.join(dir, 'broken.scenario.json'))).rejects.toThrow(
      /broken\.scenario\.json: not a JSON file/,
    );
  });

  it('lists the good files of a folder and each bad one as a problem', async () => {
    const { scenarios, problems } = await loadLibrary(dir);
    expect(scenarios.map((s) => s.name)).toEqual(['good-one']);
    expect(problems.length).toBeGreaterThanOrEqual(8);
  });
});
