/** Codec and contract throughput: what one live message costs the app and the broker's monitor. */
import { decode, encode, validateMessage } from '../protocol/index.ts';
import type { Figure } from './figure.ts';
import { measure } from './figure.ts';

function sensorData(count: number) {
  const readings = Array.from({ length: count }, (_, i) => ({
    sid: i + 1,
    zid: 1,
    type: 'airTemp',
    v: 20 + i / 10,
    q: 0,
  }));
  return { sn: 'GH0001', ts: Date.now(), readings };
}

function history(points: number) {
  const t0 = Date.now() - points * 60_000;
  return {
    qryId: 'q1',
    code: 0,
    series: { '1': Array.from({ length: points }, (_, i) => [t0 + i * 60_000, 20 + Math.sin(i / 30)]) },
  };
}

/** Figures for decode + validate of typical and large payloads. */
export function codecBench(): Figure[] {
  const small = encode(sensorData(40));
  const big = encode(history(8640), { deflateAbove: 16 * 1024 });
  return [
    measure('decode+validate sensor/data (40 readings)', 20_000, () => {
      const decoded = decode(small);
      if (decoded.ok) validateMessage('sensor/data', decoded.value);
    }),
    measure(`decode+validate deflated history (8640 points, ${big.byteLength} B)`, 200, () => {
      const decoded = decode(big);
      if (decoded.ok) validateMessage('sensor/historyData', decoded.value);
    }),
  ];
}
