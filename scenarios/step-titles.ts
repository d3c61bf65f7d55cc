/** What the console shows for a step: its own title, else one made from what it does. */
import { eventTitle } from './events.ts';
import type { ScenarioStep } from './steps.ts';

type Title = { zh: string; en: string };

export function stepTitle(step: ScenarioStep): Title {
  if (step.title) return step.title;
  switch (step.do) {
    case 'narrate':
      return { zh: '旁白', en: 'Narration' };
    case 'event':
      return eventTitle(step.event);
    case 'weather':
      return { zh: '天气变化', en: 'Weather change' };
    case 'fault':
      return step.command.op === 'set'
        ? { zh: `故障：${step.command.kind}`, en: `Fault: ${step.command.kind}` }
        : { zh: '故障清除', en: 'Faults cleared' };
    case 'reboot':
      return { zh: `控制器 ${step.server} 重启`, en: `Controller ${step.server} reboots` };
    case 'request':
      return { zh: `App 请求 ${step.topic}`, en: `App request ${step.topic}` };
    case 'cloud':
      return { zh: `云端变更 ${step.path}`, en: `Cloud change ${step.path}` };
  }
}

/** GET /sim/world/scenarios: a scenario as the picker lists it. */
export function summaryOf(def: import('./scenario.ts').CheckedScenario) {
  return {
    name: def.name,
    title: def.title,
    description: def.description,
    teaches: def.teaches,
    durationMs: def.durationMs,
    start: def.start ?? null,
    timeline: def.timeline.map((s) => ({ at: s.at, do: s.do, title: stepTitle(s), note: s.note ?? null })),
    expectations: def.expect.map((e) => ({ id: e.id, title: e.title })),
  };
}
