// Zones' model calibrations, kept per base and zone for the growers who hold the base.
import {
  calibrationEndpoints,
  saveCalibrationRequest,
  type ZoneCalibration,
} from '../../../protocol/index.ts';
import type { CloudAccount } from '../accounts.ts';
import type { CloudStore } from '../store.ts';
import { cloudText } from './auth.ts';
import { authorise, ok, readBody, refuse } from './respond.ts';
import { route } from './route.ts';

export const calibrationText = { notYourBase: '无权访问该基地' } as const;

const keyOf = (sn: string, zone: number) => `${sn}#${zone}`;
const holds = (account: CloudAccount, sn: string) => account.servers.some((s) => s.sn === sn);
/** The first field a request got wrong, for the refusal's message. */
const fieldOf = (issues: readonly { path: readonly PropertyKey[] }[]) =>
  issues[0]?.path.map(String).join('.') ?? '';

export function calibrationHandlers(store: CloudStore) {
  /** The zone a GET or DELETE names, for a grower holding its base; or the answer to send instead. */
  const zoneOf = (request: Request) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const auth = authorise(store, query.token ?? null, query.mobile ?? null);
    if ('error' in auth) return { answer: auth.error };
    const asked = calibrationEndpoints.zoneCalibration.request.safeParse(query);
    if (!asked.success)
      return { answer: refuse(-1, `${cloudText.badParams}: ${fieldOf(asked.error.issues)}`) };
    if (!holds(auth.account, asked.data.sn)) return { answer: refuse(-1, calibrationText.notYourBase) };
    return { key: keyOf(asked.data.sn, asked.data.zone) };
  };
  return [
    route(calibrationEndpoints.zoneCalibration, ({ request }) => {
      const zone = zoneOf(request);
      if ('answer' in zone) return zone.answer;
      return ok({ calibration: store.calibrations.get(zone.key) ?? null });
    }),

    route(calibrationEndpoints.saveZoneCalibration, async ({ request }) => {
      const body = await readBody(request);
      const token = typeof body.token === 'string' ? body.token : null;
      const auth = authorise(store, token, null);
      if ('error' in auth) return auth.error;
      // The whole calibration is checked before any of it is kept: a bad field keeps the old one.
      const saved = saveCalibrationRequest.safeParse(body);
      if (!saved.success) return refuse(-1, `${cloudText.badParams}: ${fieldOf(saved.error.issues)}`);
      const calibration: ZoneCalibration = saved.data.calibration;
      if (!holds(auth.account, calibration.sn)) return refuse(-1, calibrationText.notYourBase);
      store.calibrations.set(keyOf(calibration.sn, calibration.zone), calibration);
      return ok(null, '已保存');
    }),

    route(calibrationEndpoints.deleteZoneCalibration, ({ request }) => {
      const zone = zoneOf(request);
      if ('answer' in zone) return zone.answer;
      store.calibrations.delete(zone.key);
      return ok(null, '已恢复模型默认值');
    }),
  ];
}
