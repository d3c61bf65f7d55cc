/** A demo day on the demo farm at x60: a manual vent move, a drifting sensor, a jam, an irrigation run. */
import { defineScenario } from './scenario.ts';

const hour = 3_600_000;

export default defineScenario({
  name: 'demo-day',
  description: 'The demo farm through six accelerated hours, with the faults a trainer wants to show.',
  farm: { name: 'demo' },
  clock: { mode: 'accelerated', speed: 60 },
  durationMs: 6 * hour,
  timeline: [
    {
      at: 10 * 60_000,
      do: 'request',
      server: 0,
      topic: 'actuator/cmd',
      confTyp: 'actuator',
      method: 'cmd',
      para: { aid: 1, action: 'set', value: 60 },
      note: 'a grower opens the left vent of house 1 to 60 %',
    },
    {
      at: 1 * hour,
      do: 'fault',
      command: { op: 'set', kind: 'sensorDrift', target: { id: 1 }, params: { perHour: 3 } },
      note: 'the air temperature sensors of house 1 start drifting',
    },
    {
      at: 2 * hour,
      do: 'fault',
      command: { op: 'set', kind: 'actuatorJammed', target: { id: 3 }, params: {} },
      note: 'the outer shade of house 1 jams',
    },
    {
      at: 2 * hour + 60_000,
      do: 'request',
      server: 0,
      topic: 'actuator/cmd',
      confTyp: 'actuator',
      method: 'cmd',
      para: { aid: 3, action: 'open' },
      note: 'the grower tries the jammed shade (answer code 6)',
    },
    {
      at: 3 * hour,
      do: 'fault',
      command: { op: 'clear' },
      note: 'a technician fixes everything',
    },
    {
      at: 4 * hour,
      do: 'request',
      server: 0,
      topic: 'rotationIrrigation/cmd',
      confTyp: 'rotationIrrigation',
      method: 'cmd',
      para: { action: 'start', pid: 1 },
      note: 'the timed irrigation program starts',
    },
  ],
});
