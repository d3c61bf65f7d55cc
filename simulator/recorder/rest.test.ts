import { describe, expect, it } from 'vitest';
import { createClock } from '../clock.ts';
import { createMemoryBus } from '../controller/transport-memory.ts';
import { startRecorder } from './record.ts';
import { redacted, restLineOf } from './rest.ts';
import { parseTrace, serializeLine } from './trace.ts';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('REST lines of a trace', () => {
  it('redacts passwords, tokens and SMS codes in bodies and the query', () => {
    const line = restLineOf(
      {
        method: 'post',
        url: '/api/v2/auth_related/user/cost?mobile=13800000000&token=abc.def',
        status: 200,
        contentType: 'application/json',
        requestBody: bytes({ mobile: '13800000000', password: 'demo123456', smsCode: '123456' }),
        responseType: 'application/json; charset=utf-8',
        responseBody: bytes({ status: 1, data: { token: 'jwt', nested: [{ oldPassword: 'x' }], code: 7 } }),
      },
      12,
    );
    expect(line).toEqual({
      t: 12,
      rest: {
        method: 'POST',
        path: `/api/v2/auth_related/user/cost?mobile=13800000000&token=${encodeURIComponent(redacted)}`,
        status: 200,
        request: { mobile: '13800000000', password: redacted, smsCode: redacted },
        response: { status: 1, data: { token: redacted, nested: [{ oldPassword: redacted }], code: 7 } },
      },
    });
    const form = restLineOf(
      {
        method: 'POST',
        url: '/api/v2/register',
        status: 200,
        contentType: 'application/x-www-form-urlencoded',
        requestBody: new TextEncoder().encode('mobile=1&password=p&code=4321'),
        responseType: 'image/png',
        responseBody: new Uint8Array(9),
      },
      0,
    );
    expect(form?.rest.request).toEqual({ mobile: '1', password: redacted, code: redacted });
    expect(form?.rest.response).toEqual({ bytes: 9, type: 'image/png' });
    expect(
      restLineOf({ method: 'GET', url: '/sim/control/x', status: 200, contentType: '', responseType: '' }, 0),
    ).toBe(undefined);
  });

  it('records REST calls between messages, and old traces without them still read', async () => {
    const clock = createClock({ mode: 'stepped' });
    const bus = createMemoryBus();
    const rec = bus.client('rec');
    await rec.connect();
    const recorder = await startRecorder({ transport: rec, bases: ['farm/x'], clock });
    const app = bus.client('app');
    await app.connect();
    clock.advance(1000);
    recorder.rest({ method: 'GET', url: '/api/v2/app-info', status: 200, contentType: '', responseType: '' });
    clock.advance(1000);
    await app.publish('farm/x/sensor/data', bytes({ sn: 'x', ts: 1, readings: [] }), {
      qos: 0,
      retain: false,
    });
    recorder.stop();
    recorder.rest({ method: 'GET', url: '/api/v2/late', status: 200, contentType: '', responseType: '' });
    const parsed = parseTrace(recorder.text());
    expect(parsed).toMatchObject({ ok: true, rest: [{ t: 1000, rest: { path: '/api/v2/app-info' } }] });
    expect(parsed.ok && parsed.entries.map((e) => e.t)).toEqual([2000]);
    const old = serializeLine({
      t: 0,
      topic: 'farm/x/sensor/data',
      payload: '{"sn":"x","ts":1,"readings":[]}',
      qos: 0,
      retain: false,
    });
    expect(parseTrace(old)).toMatchObject({ ok: true, rest: [] });
  });

  it('refuses a bad REST line by its number', () => {
    const text = [
      '{"t":0,"rest":{"method":"GET","path":"/api/x","status":200}}',
      '{"t":1,"rest":{"method":"GET","path":"api","status":99}}',
    ].join('\n');
    const parsed = parseTrace(text);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems.map((p) => p.line)).toEqual([2]);
    expect(!parsed.ok && parsed.problems[0]!.reason).toMatch(/^REST line/);
  });
});
