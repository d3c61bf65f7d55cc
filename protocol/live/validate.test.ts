import { describe, expect, expectTypeOf, it } from 'vitest';
import { baseTopicNames, debugTopicNames } from '../topics.ts';
import { messageExamples, recordExamples } from '../examples.ts';
import { checkConfPara, confRecords } from './conf.ts';
import { confTyps, type ConfTyp } from './envelope.ts';
import type { ActuatorReport } from './actuator.ts';
import type { Zone } from './zone.ts';
import { checkRequest, validateMessage } from './validate.ts';

describe('validateMessage', () => {
  const names = [...baseTopicNames, ...debugTopicNames];

  it.each(names)('accepts the example of %s', (name) => {
    expect(validateMessage(name, messageExamples[name])).toMatchObject({ ok: true });
  });

  it.each(names)('rejects a broken %s without throwing', (name) => {
    expect(validateMessage(name, { nonsense: true })).toMatchObject({ ok: false });
    expect(validateMessage(name, null)).toMatchObject({ ok: false });
    expect(validateMessage(name, 'text')).toMatchObject({ ok: false });
  });

  it('checks the para of a command, not only the envelope', () => {
    const bad = { ...messageExamples['actuator/cmd'], para: { aid: 21, action: 'set' } };
    const result = validateMessage('actuator/cmd', bad);
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.reason).toMatch(/set needs a value/);
  });

  it('checks the data of a conf ack against the record of its confTyp', () => {
    const bad = { ...messageExamples['system/confack'], data: [{ f_zone_id: 'x' }] };
    expect(validateMessage('system/confack', bad)).toMatchObject({ ok: false });
    const failed = { ...messageExamples['system/confack'], code: 3, msg: 'not found', data: undefined };
    expect(validateMessage('system/confack', failed)).toMatchObject({ ok: true });
  });

  it('accepts the seed zone query answer shape', () => {
    const answer = {
      confTyp: 'zone',
      method: 'query',
      qryId: 'q1',
      code: 0,
      msg: 'ok',
      data: { zone: recordExamples.zone, sensors: [], actuators: [] },
    };
    expect(validateMessage('system/confack', answer)).toMatchObject({ ok: true });
  });
});

describe('typed payloads', () => {
  it('returns the payload typed by its topic', () => {
    const command = validateMessage('actuator/cmd', messageExamples['actuator/cmd']);
    if (!command.ok) throw new Error(command.reason);
    expectTypeOf(command.value.para.aid).toEqualTypeOf<number>();
    const report = validateMessage('actuator/cmdack', {
      confTyp: 'actuator',
      method: 'cmd',
      qryId: 'q1',
      code: 0,
      msg: 'ok',
      data: { aid: 21, state: 'open', pos: 100, mode: 'manual', since: 0 },
    });
    if (!report.ok) throw new Error(report.reason);
    if (report.value.code === 0) expectTypeOf(report.value.data).toEqualTypeOf<ActuatorReport | undefined>();
    expect(report.value.data).toMatchObject({ aid: 21, state: 'open' });
  });

  it('narrows a conf ack data by code, confTyp and method', () => {
    const checked = validateMessage('system/confack', messageExamples['system/confack']);
    if (!checked.ok) throw new Error(checked.reason);
    const value = checked.value;
    if (value.code === 0 && value.confTyp === 'zone' && value.method === 'list') {
      expectTypeOf(value.data).toEqualTypeOf<Zone[]>();
    }
    expect(value.code).toBe(0);
  });

  it('refuses a successful conf ack of an unknown method, keeps the data of a refused command', () => {
    const odd = { ...messageExamples['system/confack'], method: 'explode' };
    expect(validateMessage('system/confack', odd)).toMatchObject({ ok: false });
    const refused = {
      confTyp: 'actuator',
      method: 'cmd',
      qryId: 'q1',
      code: 4,
      msg: 'locked',
      data: { anything: true },
    };
    expect(validateMessage('actuator/cmdack', refused)).toMatchObject({ ok: true, value: refused });
  });
});

describe('checkRequest', () => {
  const envelope = { confTyp: 'zone', method: 'query', qryId: 'q1' };

  it('returns the request typed, the conf para checked for its confTyp and method', () => {
    const checked = checkRequest('system/conf', { ...envelope, para: { f_zone_id: 3 } });
    expect(checked).toEqual({ ok: true, value: { ...envelope, para: { f_zone_id: 3 } } });
    if (checked.ok) expectTypeOf(checked.value.confTyp).toEqualTypeOf<ConfTyp>();
  });

  it('gives the code to answer with, and the envelope when only the para is wrong', () => {
    expect(checkRequest('system/conf', { ...envelope, confTyp: 'weather', para: {} })).toMatchObject({
      ok: false,
      code: 1,
      request: { confTyp: 'weather' },
    });
    expect(checkRequest('system/conf', { ...envelope, para: { f_zone_id: -1 } })).toMatchObject({
      ok: false,
      code: 2,
      request: { qryId: 'q1' },
    });
    const command = { confTyp: 'actuator', method: 'cmd', qryId: 'q2', para: { aid: 21, action: 'set' } };
    const checked = checkRequest('actuator/cmd', command);
    expect(checked).toMatchObject({ ok: false, code: 2, request: { qryId: 'q2' } });
    expect(checked.ok ? '' : checked.reason).toMatch(/^para: .*set needs a value/);
    const broken = checkRequest('actuator/cmd', { qryId: 'q3' });
    expect(broken).toMatchObject({ ok: false, code: 2 });
    expect(!broken.ok && broken.request).toBeUndefined();
  });
});

describe('records', () => {
  it.each(confTyps)('%s: the example is a valid record and a wrong type is rejected', (typ) => {
    const { record, key } = confRecords[typ];
    expect(record.safeParse(recordExamples[typ]).success).toBe(true);
    expect(record.safeParse({ ...recordExamples[typ], [key]: { nested: true } }).success).toBe(false);
  });
});

describe('checkConfPara', () => {
  it('takes the seed zone query', () => {
    expect(checkConfPara('zone', 'query', { f_zone_id: 3 })).toEqual({ ok: true, value: { f_zone_id: 3 } });
  });

  it('answers code 1 for an unknown confTyp or method and 2 for a bad para', () => {
    expect(checkConfPara('weather', 'list', {})).toMatchObject({ ok: false, code: 1 });
    expect(checkConfPara('zone', 'explode', {})).toMatchObject({ ok: false, code: 1 });
    expect(checkConfPara('zone', 'query', { f_zone_id: -1 })).toMatchObject({ ok: false, code: 2 });
    expect(checkConfPara('log', 'delete', { lid: 1 })).toMatchObject({ ok: false, code: 1 });
  });

  it('add takes a record without its key and never keeps one sent by the client', () => {
    const { f_zone_id: _key, ...rest } = recordExamples.zone;
    const added = checkConfPara('zone', 'add', rest);
    expect(added).toEqual({ ok: true, value: rest });
    const withKey = checkConfPara('zone', 'add', recordExamples.zone);
    expect(withKey.ok && 'f_zone_id' in withKey.value).toBe(false);
    const { stid: _s, ...strategy } = recordExamples.strategy;
    expect(checkConfPara('strategy', 'add', strategy)).toMatchObject({ ok: true });
  });

  it('update needs the whole record with its key', () => {
    expect(checkConfPara('sensor', 'update', recordExamples.sensor)).toMatchObject({ ok: true });
    expect(checkConfPara('sensor', 'update', { sid: 11 })).toMatchObject({ ok: false, code: 2 });
  });
});
