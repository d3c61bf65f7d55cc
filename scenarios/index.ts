/** Every scenario by name (`npm run sim -- scenario NAME`). */
import demoDay from './demo-day.scenario.ts';
import faultyLink from './faulty-link.scenario.ts';
import { library } from './library.ts';
import unpaidBill from './unpaid-bill.scenario.ts';
import type { CheckedScenario } from './scenario.ts';

export const scenarios: Record<string, CheckedScenario> = Object.fromEntries(
  [demoDay, faultyLink, unpaidBill, ...library].map((s) => [s.name, s]),
);

export function findScenario(name: string): CheckedScenario {
  const found = scenarios[name];
  if (!found) throw new Error(`[sim] no scenario ${name}; there are: ${Object.keys(scenarios).join(', ')}`);
  return found;
}

export { defineScenario, type CheckedScenario, type Scenario, type ScenarioStep } from './scenario.ts';
export { clockOf, runScenario, type CloudStep } from './runner.ts';
