import { describe, expect, it } from 'vitest';
import { buildHistoryCsv, csvField, csvFileName } from './csv';

const fmt = (ts: number) => `t${ts}`;

describe('history CSV', () => {
  it('has a time column and one column per series, one row per timestamp, CRLF lines', () => {
    const csv = buildHistoryCsv(
      [
        {
          key: '1',
          name: '1号棚空气温度',
          unit: '°C',
          points: [
            [1000, 21.5],
            [2000, 22],
          ],
        },
        {
          key: '2',
          name: 'CO2',
          unit: 'ppm',
          points: [
            [1000, 400],
            [3000, null],
          ],
        },
      ],
      { timeHeader: '时间', zone: null, formatTime: fmt },
    );
    expect(csv).toBe('时间,1号棚空气温度 (°C),CO2 (ppm)\r\nt1000,21.5,400\r\nt2000,22,\r\nt3000,,\r\n');
  });
  it('keeps only the rows inside a zoomed range', () => {
    const csv = buildHistoryCsv(
      [
        {
          key: '1',
          name: 'a',
          points: [
            [1, 1],
            [2, 2],
            [3, 3],
          ],
        },
      ],
      {
        timeHeader: 'time',
        zone: null,
        formatTime: fmt,
        from: 2,
        to: 2,
      },
    );
    expect(csv).toBe('time,a\r\nt2,2\r\n');
  });
  it('quotes fields with commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('x\ny')).toBe('"x\ny"');
    const csv = buildHistoryCsv([{ key: '1', name: '=HYPERLINK("x")', points: [] }], {
      timeHeader: 'time',
      zone: null,
    });
    expect(csv).toBe('time,"\'=HYPERLINK(""x"")"\r\n');
  });
  it('writes times and names the file on the farm clock', () => {
    const end = Date.parse('2024-05-06T07:08:00+08:00');
    expect(csvFileName(end, 'Asia/Shanghai')).toBe('history-20240506-0708.csv');
    expect(csvFileName(end, 'UTC')).toBe('history-20240505-2308.csv');
    const csv = buildHistoryCsv([{ key: '1', name: 'a', points: [[end, 1]] }], {
      timeHeader: 'time',
      zone: 'Asia/Shanghai',
    });
    expect(csv).toBe('time,a\r\n2024-05-06 07:08:00,1\r\n');
  });
});
