/** A demo day on the demo farm: a manual vent move, a drifting sensor, a jam, an irrigation run. */
import { defineScenario } from './scenario.ts';

export default defineScenario({
  name: 'demo-day',
  title: { zh: '演示的一天', en: 'A demo day' },
  description:
    'The demo farm through a summer morning, with the faults a trainer wants to show: a manual vent move, a drifting sensor, a jammed shade and a timed irrigation run.',
  teaches: [
    'A manual command takes an actuator out of automation',
    'A jammed actuator refuses commands with answer code 6',
    'Irrigation programs can be started from the app',
  ],
  farm: { name: 'demo' },
  start: { timeOfDay: '08:00' },
  durationMs: '4h10m',
  timeline: [
    { at: '0m', do: 'narrate', note: 'Morning on the demo farm: automation runs every house.' },
    {
      at: '10m',
      id: 'open-left-vent',
      do: 'request',
      server: 0,
      topic: 'actuator/cmd',
      confTyp: 'actuator',
      method: 'cmd',
      para: { aid: 1, action: 'set', value: 60 },
      note: 'a grower opens the left vent of house 1 to 60 %',
    },
    {
      at: '1h',
      do: 'event',
      event: 'sensorDrift',
      params: { server: 0, sid: 1, perHour: 3 },
      note: 'the air temperature sensor of house 1 starts drifting',
    },
    {
      at: '2h',
      do: 'event',
      event: 'ventJam',
      params: { server: 0, aid: 3 },
      note: 'the outer shade of house 1 jams',
    },
    {
      at: '2h1m',
      id: 'try-jammed-shade',
      do: 'request',
      server: 0,
      topic: 'actuator/cmd',
      confTyp: 'actuator',
      method: 'cmd',
      para: { aid: 3, action: 'open' },
      note: 'the grower tries the jammed shade (answer code 6)',
    },
    { at: '3h', do: 'fault', command: { op: 'clear' }, note: 'a technician fixes everything' },
    {
      at: '4h',
      id: 'start-irrigation',
      do: 'request',
      server: 0,
      topic: 'rotationIrrigation/cmd',
      confTyp: 'rotationIrrigation',
      method: 'cmd',
      para: { action: 'start', pid: 1 },
      note: 'the timed irrigation program starts',
    },
  ],
  expect: [
    {
      id: 'vent-obeys',
      title: { zh: '左侧卷膜开到 60 %', en: 'The left vent opens to 60 %' },
      within: ['10m', '20m'],
      check: { kind: 'actuator', server: 0, aid: 1, position: { gte: 55, lte: 65 } },
    },
    {
      id: 'jam-refused',
      title: { zh: '卡死的遮阳回复代码 6', en: 'The jammed shade answers code 6' },
      check: { kind: 'reply', step: 'try-jammed-shade', code: 6 },
    },
    {
      id: 'irrigation-starts',
      title: { zh: '轮灌启动成功', en: 'The irrigation program starts' },
      check: { kind: 'reply', step: 'start-irrigation', code: 0 },
    },
  ],
});
