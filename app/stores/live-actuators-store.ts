/**
 * The latest state of each actuator as the controller reports it on actuator/cmdack (unsolicited
 * reports carry `qryId: null`; acks of our own commands carry the new state too). Keyed by aid.
 */
import { create } from 'zustand';
import type { ActuatorReport } from '../../protocol/live/actuator.ts';

export type LiveActuator = ActuatorReport & { receivedAt: number };

export type LiveActuatorsState = {
  byAid: Record<number, LiveActuator>;
  /** Local time the states were last forgotten (base switch, logout): older answers do not seed. */
  clearedAt: number;
};

export const useLiveActuatorsStore = create<LiveActuatorsState>()(() => ({ byAid: {}, clearedAt: 0 }));

export const liveActuatorsActions = {
  apply(report: ActuatorReport, receivedAt = Date.now()): void {
    useLiveActuatorsStore.setState((s) => ({
      byAid: { ...s.byAid, [report.aid]: { ...report, receivedAt } },
    }));
  },
  /** Several reports in one store write: one notification for the screens following the store. */
  applyAll(reports: readonly ActuatorReport[], receivedAt = Date.now()): void {
    if (reports.length === 0) return;
    useLiveActuatorsStore.setState((s) => {
      const byAid = { ...s.byAid };
      for (const report of reports) byAid[report.aid] = { ...report, receivedAt };
      return { byAid };
    });
  },
  clear(): void {
    useLiveActuatorsStore.setState({ byAid: {}, clearedAt: Date.now() });
  },
};

export const useLiveActuator = (aid: number) => useLiveActuatorsStore((s) => s.byAid[aid]);
