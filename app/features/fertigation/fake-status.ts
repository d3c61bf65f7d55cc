// Tests only: a fertigation centre's status as the controller reports it, with fields to override.
import type { FertCenterStatus } from '../../../protocol/live/fertigation.ts';

export function fakeStatus(over: Partial<FertCenterStatus> = {}): FertCenterStatus {
  return {
    fid: 1,
    state: 'dosing',
    stopReason: null,
    stopTank: null,
    tanks: [
      { name: 'A罐', role: 'fertilizer', capacityL: 1000, volumeL: 620, pumpOn: true, doseLph: 12 },
      { name: 'B罐', role: 'fertilizer', capacityL: 1000, volumeL: 150, pumpOn: true, doseLph: 12 },
      { name: '酸罐', role: 'acid', capacityL: 200, volumeL: 0, pumpOn: false, doseLph: 0 },
    ],
    mixTank: { capacityL: 200, volumeL: 120 },
    ec: 2.5,
    ph: 5.9,
    rid: 1,
    ecTarget: 2.6,
    phTarget: 5.8,
    pid: 1,
    flowLpm: 42,
    pressureBar: 2.1,
    filterDpBar: 0.15,
    ts: 1_700_000_000_000,
    ...over,
  };
}
