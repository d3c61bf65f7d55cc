import { describe, expect, it } from 'vitest';
import type { ActiveClass } from '../../../../protocol/sim-class';
import { buildClassCsv, classCsvName } from './class-csv';

const headers = { trainee: 'T', phone: 'P', base: 'B', online: 'O', alarms: 'A', last: 'L', lastAt: 'LA' };
const at = Date.UTC(2026, 10, 29, 6, 5, 0); // 14:05 in the farm's time zone

const state: ActiveClass = {
  active: true,
  createdAt: at,
  now: at,
  exercise: {
    scenario: 'class-hot-afternoon',
    startedAt: at,
    expectations: [{ id: 'vent-back-to-auto', title: { zh: '交回自动', en: 'back to auto' } }],
  },
  trainees: [
    {
      index: 1,
      mobile: '13966000001',
      password: 'grow0001',
      sn: 'S-T01',
      base: 'farm/s-t01',
      baseName: '学员01基地',
      online: true,
      openAlarms: 2,
      last: { at, kind: 'auto', text: 'actuator 1 → auto, "now"' },
      exercise: [{ id: 'vent-back-to-auto', state: 'met', tookMs: 90_000 }],
    },
    {
      index: 2,
      mobile: '13966000002',
      password: 'grow0002',
      sn: 'S-T02',
      base: 'farm/s-t02',
      baseName: '学员02基地',
      online: false,
      openAlarms: 0,
      last: null,
      exercise: [{ id: 'vent-back-to-auto', state: 'missed', tookMs: null }],
    },
  ],
};

describe('the class board as CSV', () => {
  it('has a row per trainee with each expectation and the time it took, passwords left out', () => {
    const lines = buildClassCsv(state, headers).split('\r\n');
    expect(lines[0]).toBe('T,P,B,O,A,L,LA,vent-back-to-auto,vent-back-to-auto (time)');
    expect(lines[1]).toBe(
      '1,13966000001,学员01基地,1,2,"actuator 1 → auto, ""now""",2026-11-29 14:05:00,met,1:30',
    );
    expect(lines[2]).toBe('2,13966000002,学员02基地,0,0,,,missed,');
    expect(lines).toHaveLength(4);
    expect(lines.join()).not.toContain('grow0001');
  });

  it('names the file by the farm time', () => {
    expect(classCsvName(at)).toBe('class-2026-11-29-1405.csv');
  });
});
