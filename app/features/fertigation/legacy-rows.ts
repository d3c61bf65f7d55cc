// The rows of the legacy read-only table, pure: one label and value per live quantity of a centre.
import type { FertCenterStatus } from '../../../protocol/live/fertigation.ts';
import type { useT } from '../../components/use-t';
import { levelPct, litres, reading, stateKey, stopReasonOf } from './fert-view';

type T = ReturnType<typeof useT>;

export type LegacyRow = { id: string; label: string; value: string };

const withTarget = (t: T, v: number | null, target: number | null, digits: number) =>
  `${reading(v, digits)}（${target === null ? t('fertigation:noTarget') : t('fertigation:target', { value: target.toFixed(1) })}）`;

export function legacyRows(t: T, status: FertCenterStatus, program: string): LegacyRow[] {
  const reason = stopReasonOf(status);
  return [
    {
      id: 'state',
      label: t('fertigation:stateLabel'),
      value: reason ? t(reason.key, reason.values) : t(stateKey(status)),
    },
    { id: 'program', label: t('fertigation:programLabel'), value: program },
    ...status.tanks.map((tank) => ({
      id: `tank-${tank.name}`,
      label: tank.name,
      value: `${t('fertigation:tankLevel', { litres: litres(tank.volumeL), pct: levelPct(tank) })} · ${
        tank.pumpOn ? t('fertigation:pumpOn', { rate: tank.doseLph.toFixed(1) }) : t('fertigation:pumpOff')
      }`,
    })),
    {
      id: 'mix',
      label: t('fertigation:mixTank'),
      value: t('fertigation:tankLevel', {
        litres: litres(status.mixTank.volumeL),
        pct: levelPct(status.mixTank),
      }),
    },
    { id: 'ec', label: 'EC (mS/cm)', value: withTarget(t, status.ec, status.ecTarget, 2) },
    { id: 'ph', label: 'pH', value: withTarget(t, status.ph, status.phTarget, 2) },
    { id: 'flow', label: `${t('fertigation:flow')} (L/min)`, value: reading(status.flowLpm, 1) },
    { id: 'pressure', label: `${t('fertigation:pressure')} (bar)`, value: reading(status.pressureBar, 2) },
    { id: 'filter', label: `${t('fertigation:filterDp')} (bar)`, value: reading(status.filterDpBar, 2) },
  ];
}
