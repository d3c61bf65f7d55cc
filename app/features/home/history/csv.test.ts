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
      { timeHeader: '时间', formatTime: fmt },
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
    const csv = buildHistoryCsv([{ key: '1', name: '=HYPERLINK("x")', points: [] }], { timeHeader: 'time' });
    expect(csv).toBe('time,"\'=HYPERLINK(""x"")"\r\n');
  });
  it('names the file after the end of the range', () => {
    expect(csvFileName(new Date(2024, 4, 6, 7, 8).getTime())).toBe('history-20240506-0708.csv');
  });
});
