import { describe, expect, it } from 'vitest';
import { calibrationResponse, fallbackCalibration, type ZoneCalibration } from '../../../protocol/index.ts';
import { accounts } from '../../../fixtures/accounts.ts';
import { makeCloud } from '../test-cloud.ts';

const demo = accounts[0]!;
const sn = demo.servers[0]!.sn;
const path = '/api/v2/model/calibration';
const calibration: ZoneCalibration = {
  sn,
  zone: 2,
  params: { ...fallbackCalibration, coverHeatTransfer: 7.4, transpirationScale: 0.85 },
  fittedAt: Date.UTC(2026, 5, 1),
  trainedFrom: Date.UTC(2026, 4, 17),
  trainedTo: Date.UTC(2026, 4, 31),
  heldOutDay: '2026-05-31',
  before: { airTemp: 1.8, airHum: 6.5 },
  after: { airTemp: 0.6, airHum: 2.9 },
};

async function loggedIn(mobile = demo.mobile, password = demo.password) {
  const cloud = makeCloud();
  const login = { mobile, password, uuid: 'u-1', agent: 'test' };
  const { token } = (await cloud.call('POST', '/api/v2/auth_related/login', login)).json.data;
  const query = (zone: number | string, forSn = sn) =>
    `${path}?mobile=${mobile}&token=${token}&sn=${forSn}&zone=${zone}`;
  return { ...cloud, token, query };
}

describe('simulated cloud: zone calibrations', () => {
  it('answers null for a zone never calibrated, then keeps, answers and forgets one', async () => {
    const { call, token, query } = await loggedIn();
    const none = await call('GET', query(2));
    expect(calibrationResponse.parse(none.json).data?.calibration).toBeNull();
    expect((await call('PUT', path, { token, calibration })).json).toMatchObject({ status: 1 });
    const kept = calibrationResponse.parse((await call('GET', query(2))).json);
    expect(kept.data?.calibration).toEqual(calibration);
    // Another zone of the base is not calibrated by it.
    expect(calibrationResponse.parse((await call('GET', query(1))).json).data?.calibration).toBeNull();
    expect((await call('DELETE', query(2))).json.status).toBe(1);
    expect(calibrationResponse.parse((await call('GET', query(2))).json).data?.calibration).toBeNull();
  });

  it('refuses a value out of its range whole, keeping the calibration before', async () => {
    const { call, token, query } = await loggedIn();
    await call('PUT', path, { token, calibration });
    const wild = { ...calibration, params: { ...calibration.params, leakage: 0.5, dischargeCoef: 0.9 } };
    const refused = await call('PUT', path, { token, calibration: wild });
    expect(refused.json).toMatchObject({ status: -1, msg: '参数错误: calibration.params.leakage' });
    expect(calibrationResponse.parse((await call('GET', query(2))).json).data?.calibration).toEqual(
      calibration,
    );
    expect((await call('GET', query('x'))).json).toMatchObject({ status: -1, msg: '参数错误: zone' });
  });

  it("is the base's: refused to a grower who does not hold it, and without a session", async () => {
    const stranger = accounts.find((a) => !a.servers.some((s) => s.sn === sn))!;
    const other = await loggedIn(stranger.mobile, stranger.password);
    expect((await other.call('GET', other.query(1))).json).toMatchObject({
      status: -1,
      msg: '无权访问该基地',
    });
    expect((await other.call('PUT', path, { token: other.token, calibration })).json.msg).toBe(
      '无权访问该基地',
    );
    const anonymous = await other.call('PUT', path, { token: 'nope', calibration });
    expect(anonymous.status).toBe(401);
  });
});
