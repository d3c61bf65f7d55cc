/**
 * A class's trainees: each a login (phone and password) and a base of their own, a copy of the demo
 * farm's first base (one controller, four houses) under its own serial number and base topic.
 */
import type { Farm, ServerFixture } from '../../fixtures/farms.ts';
import { fnv1a } from '../../fixtures/hash.ts';
import { maxTrainees } from '../../protocol/sim-class.ts';
import { mobile as mobileSchema, server as serverSchema } from '../../protocol/rest.ts';
import { z } from '../../protocol/zod-mini.ts';

export type Trainee = { index: number; mobile: string; password: string; fixture: ServerFixture };

/** Trainee n's phone (1-based): 139 6600 00nn, outside the fixture accounts' 138 0000 00xx. */
export const traineeMobile = (n: number) => `1396600${String(n).padStart(4, '0')}`;

/** Trainees 1..count over `farm`'s first base; `tag` (the class's creation time) varies the passwords. */
export function classTrainees(farm: Farm, count: number, tag: number): Trainee[] {
  if (!Number.isInteger(count) || count < 1 || count > maxTrainees)
    throw new Error(`trainees: 1..${maxTrainees}, got ${count}`);
  const model = farm.servers[0];
  if (!model) throw new Error('the farm has no base to copy');
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const nn = String(n).padStart(2, '0');
    const sn = `${model.server.sn}-T${nn}`;
    const server = {
      ...model.server,
      sn,
      mqttBaseTopic: `farm/${sn.toLowerCase()}`,
      name: `学员${nn}基地`,
    };
    // Short and easy to type on a phone: 'grow' and four digits.
    const digits = String(fnv1a(`${farm.secretSalt}|class|${tag}|${n}`) % 10_000).padStart(4, '0');
    const trainee: Trainee = {
      index: n,
      mobile: traineeMobile(n),
      password: `grow${digits}`,
      fixture: { ...model, server, inventory: structuredClone(model.inventory) },
    };
    z.parse(serverSchema, server);
    z.parse(mobileSchema, trainee.mobile);
    return trainee;
  });
}
