import { describe, expect, it } from 'vitest';
import { forecastAnswer } from '../../protocol/index.ts';
import { createClock } from '../clock.ts';
import { createRig } from '../testing/controller-rig.ts';
import { localDayAt } from './world/forecast.ts';

type Obj = Record<string, unknown>;
/** 2025-07-15 22:30 at UTC+8 (the fixture's Asia/Shanghai): still the 15th there, the 15th in UTC too. */
const lateEvening = Date.UTC(2025, 6, 15, 14, 30);
const rigAt = (start: number) =>
  createRig({ zones: 1, cadenceMs: 120_000, clock: createClock({ mode: 'stepped', start }) });
const forecast = async (rig: Awaited<ReturnType<typeof rigAt>>, days?: number) =>
  rig.request(
    'system/cmd',
    'system',
    'cmd',
    days === undefined ? { action: 'forecast' } : { action: 'forecast', days },
  );

describe('system/cmd forecast', () => {
  it('answers the coming local days from the seeded weather, today first, deterministically', async () => {
    const rig = await rigAt(lateEvening);
    const ack = await forecast(rig);
    expect(ack).toMatchObject({ code: 0 });
    const { days } = forecastAnswer.parse(ack?.data);
    expect(days.map((d) => d.date)).toEqual([
      '2025-07-15',
      '2025-07-16',
      '2025-07-17',
      '2025-07-18',
      '2025-07-19',
      '2025-07-20',
      '2025-07-21',
    ]);
    for (const d of days) {
      expect(d.tMax).toBeGreaterThan(d.tMin);
      expect(d.tMax).toBeLessThan(45);
      expect(d.radiationSum).toBeGreaterThan(100); // July in Shanghai: MJ/m² by the ten
    }
    const other = await rigAt(lateEvening);
    expect((await forecast(other, 3))?.data).toEqual({ days: days.slice(0, 3) });
    expect(rig.invalid).toEqual([]);
    await rig.controller.stop();
    await other.controller.stop();
  });

  it('does not disturb the weather the greenhouse then lives through', async () => {
    const asked = await rigAt(lateEvening);
    const quiet = await rigAt(lateEvening);
    const { days } = forecastAnswer.parse((await forecast(asked, 2))?.data);
    asked.clock.advance(26 * 3_600_000);
    quiet.clock.advance(26 * 3_600_000);
    const outTemps = (rig: typeof asked) =>
      rig
        .on('sensor/data')
        .flatMap((d) => d.readings as Obj[])
        .filter((r) => r.type === 'outTemp')
        .map((r) => r.v);
    expect(outTemps(asked)).toEqual(outTemps(quiet));
    // What the station read on the 16th lies within the forecast's range (sensor noise aside).
    const sixteenth = localDayAt(Date.UTC(2025, 6, 16, 4), 'Asia/Shanghai');
    const read = asked
      .on('sensor/data')
      .filter((d) => (d.ts as number) >= sixteenth.from && (d.ts as number) < sixteenth.from + 86_400_000)
      .flatMap((d) => d.readings as Obj[])
      .filter((r) => r.type === 'outTemp' && typeof r.v === 'number')
      .map((r) => r.v as number);
    expect(read.length).toBeGreaterThan(500);
    expect(Math.min(...read)).toBeGreaterThan(days[1]!.tMin - 1.5);
    expect(Math.max(...read)).toBeLessThan(days[1]!.tMax + 1.5);
    await asked.controller.stop();
    await quiet.controller.stop();
  }, 30_000);

  it('answers the coming hours when asked: from the hour holding now, the same within the hour', async () => {
    const rig = await rigAt(lateEvening);
    const ask = { action: 'forecast', days: 2, hours: 24 };
    const first = forecastAnswer.parse((await rig.request('system/cmd', 'system', 'cmd', ask))?.data);
    expect(first.days).toHaveLength(2);
    expect(first.issuedAt).toBe(Date.UTC(2025, 6, 15, 14));
    expect(first.hours?.map((h) => h.ts)).toEqual(
      Array.from({ length: 24 }, (_, i) => Date.UTC(2025, 6, 15, 14) + i * 3_600_000),
    );
    rig.clock.advance(20 * 60_000);
    const again = forecastAnswer.parse((await rig.request('system/cmd', 'system', 'cmd', ask))?.data);
    expect(again.hours).toEqual(first.hours);
    rig.clock.advance(60 * 60_000);
    const later = forecastAnswer.parse((await rig.request('system/cmd', 'system', 'cmd', ask))?.data);
    expect(later.issuedAt).toBe(Date.UTC(2025, 6, 15, 15));
    // A forecast issued an hour later is a new forecast: same hours ahead, other errors.
    expect(later.hours?.[0]?.outTemp).not.toBeUndefined();
    expect(later.hours?.slice(0, 23)).not.toEqual(first.hours?.slice(1));
    expect(rig.invalid).toEqual([]);
    await rig.controller.stop();
  });

  it('refuses more than 72 hours, and answers days alone when hours are not asked', async () => {
    const rig = await rigAt(lateEvening);
    const tooMany = await rig.request('system/cmd', 'system', 'cmd', { action: 'forecast', hours: 73 });
    expect(tooMany?.code).not.toBe(0);
    const daysOnly = await forecast(rig, 1);
    expect(Object.keys(daysOnly?.data as Obj)).toEqual(['days']);
    await rig.controller.stop();
  });

  it('names local dates by the controller time zone', () => {
    expect(localDayAt(Date.UTC(2025, 6, 15, 16, 30), 'Asia/Shanghai')).toEqual({
      date: '2025-07-16',
      from: Date.UTC(2025, 6, 15, 16),
    });
    expect(localDayAt(Date.UTC(2025, 6, 15, 16, 30), 'UTC').date).toBe('2025-07-15');
  });
});
