/**
 * EC and pH over the centre's current run (run-trend.ts): every live status appended while the page is
 * open, and, when the run's start is known, the EC and pH sensors' history from that start
 * (`sensor/query/historyData`), so a page opened mid-run shows the run from its beginning.
 */
import { useMemo, useState } from 'react';
import type { FertCenterStatus } from '../../../protocol/live/fertigation.ts';
import type { FertCenter } from '../../../protocol/live/irrigation.ts';
import { useLiveQuery } from '../../live/query';
import { appendStatus, historyStep, joinRun, type Run, type RunPoints } from './run-trend';
import { now } from '../../lib/world-time';

const empty: RunPoints = { ec: [], ph: [] };

export function useRunTrend(centre: FertCenter, status: FertCenterStatus | null, run: Run): RunPoints {
  const runKey = `${centre.fid}|${run.pid}|${run.startedAt}`;
  // Each new status is appended while rendering it (React's "state from the previous render").
  const [live, setLive] = useState({ key: runKey, ts: -1, points: empty });
  if (status && (live.key !== runKey || live.ts !== status.ts)) {
    const points = live.key === runKey ? live.points : empty;
    setLive({ key: runKey, ts: status.ts, points: appendStatus(points, status, run) });
  }

  const { ecSid, phSid } = centre;
  const start = run.startedAt;
  const history = useLiveQuery(
    start === null || (ecSid === null && phSid === null)
      ? null
      : {
          topic: 'sensor/query/historyData',
          confTyp: 'sensor',
          method: 'history',
          key: `run|${ecSid}|${phSid}|${start}`,
          para: () => {
            const to = Math.max(now(), status?.ts ?? 0, start + 1000);
            const sids = [ecSid, phSid].filter((s): s is number => s !== null);
            return { sids, from: start, to, step: historyStep(start, to) };
          },
          parse: (answer): RunPoints => ({
            ec: ecSid === null ? [] : (answer.series[String(ecSid)] ?? []),
            ph: phSid === null ? [] : (answer.series[String(phSid)] ?? []),
          }),
        },
  );
  const points = live.key === runKey ? live.points : empty;
  return useMemo(() => joinRun(history.data, points), [history.data, points]);
}
