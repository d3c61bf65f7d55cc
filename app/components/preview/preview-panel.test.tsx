// @vitest-environment jsdom
// The preview panel on a scripted controller and a fake runner: the runner's answer drawn and compared,
// its failure said, a stale answer never shown over a newer edit's, and a forecast of days said so.
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForecastAnswer } from '../../../protocol/index.ts';
import type { PreviewSample } from '../../../model/preview/run-preview.ts';
import type { PreviewSummary } from '../../../model/preview/summary.ts';
import { startTestWorld, stopTestWorld } from '../../test-support/live-world';
import { useConnectionStore } from '../../stores/connection-store';
import { liveReadingsActions, useLiveReadingsStore } from '../../stores/live-readings-store';
import type { PreviewComparison } from './compare';
import type { PreviewRequest } from './preview-input';
import { PreviewCharts, rowsOf } from './preview-charts';
import { CalibrationChips, PreviewPanel } from './preview-panel';
import type { PreviewRunner } from './preview-runner';

/** 08:00 in Shanghai, 15 April 2026. */
const start = Date.UTC(2026, 3, 15, 0);
const zid = 1;
const hours = Array.from({ length: 24 }, (_, h) => ({
  ts: start + h * 3_600_000,
  outTemp: 15,
  outHum: 70,
  radiation: 300,
  windSpeed: 2,
  rainMm: 0,
}));
const days: ForecastAnswer['days'] = [
  { date: '2026-04-15', tMin: 8, tMax: 22, humAvg: 70, rainMm: 0, windMax: 4, radiationSum: 1800 },
  { date: '2026-04-16', tMin: 9, tMax: 23, humAvg: 70, rainMm: 0, windMax: 4, radiationSum: 1800 },
];

/** A controller serving the lists, its zone and forecast, and publishing its zone's air readings. */
async function controller(forecast: ForecastAnswer) {
  const world = startTestWorld((topic, req) => {
    if (topic === 'system/cmd') return { data: forecast };
    if (req.confTyp === 'system')
      return {
        data: {
          sn: 'GH0001',
          name: '一号基地',
          firmware: 'EG-3.5.1',
          time: start,
          uptimeS: 60,
          openAlarms: 0,
          timezone: 'Asia/Shanghai',
        },
      };
    if (req.confTyp === 'zone') return { data: [{ f_zone_id: zid, name: '一号棚', area: 500 }] };
    return { data: [] };
  });
  await waitFor(() => expect(useConnectionStore.getState().subscription).toBe(1));
  world.emit('sensor/data', {
    sn: 'GH0001',
    ts: start,
    readings: [
      { sid: 1, zid, type: 'airTemp', v: 20, q: 0 },
      { sid: 2, zid, type: 'airHum', v: 70, q: 0 },
    ],
  });
  liveReadingsActions.flush();
  expect(useLiveReadingsStore.getState().updatedAt).toBe(start);
}

const sample = (i: number, airTemp: number, waterL: number): PreviewSample => ({
  ts: start + i * 600_000,
  zones: { [zid]: { airTemp, airHum: 70, vpd: 0.8, co2Ppm: 400, pipeTemp: 30, heat: 0, waterL } },
  actuators: {},
});
const summary = (waterL: number): PreviewSummary => ({
  hoursTooCold: 0,
  hoursTooHot: 1.5,
  hoursTooHumid: 0,
  hoursOutside: 1.5,
  heatingKWh: 12,
  waterL,
  alarms: 0,
  moves: 4,
});
/** A comparison whose edited side gives `editedL` litres in its second sample. */
const comparison = (editedL: number): PreviewComparison => ({
  saved: { samples: [0, 1, 2].map((i) => sample(i, 20, 0)), summary: summary(0) },
  edited: { samples: [0, 1, 2].map((i) => sample(i, 21, i === 1 ? editedL : 0)), summary: summary(editedL) },
  utcOffsetMin: 480,
  ms: 80,
});

type Call = {
  request: PreviewRequest;
  resolve(result: PreviewComparison): void;
  reject(error: unknown): void;
};
function fakeRunner() {
  const calls: Call[] = [];
  const runner: PreviewRunner = (request) =>
    new Promise((resolve, reject) => calls.push({ request, resolve, reject }));
  return { calls, runner };
}

const panel = (runner: PreviewRunner, editKey = 'a') => (
  <PreviewPanel
    open
    onClose={() => undefined}
    edit={(saved) => saved}
    editKey={editKey}
    zones={() => [zid]}
    runner={runner}
  />
);

beforeEach(() => {
  // jsdom has no layout: every chart's container is told it is 600 × 160 px.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly told: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, contentRect: { width: 600, height: 160 } };
        this.told([entry as unknown as ResizeObserverEntry], this);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(async () => {
  await stopTestWorld();
  vi.unstubAllGlobals();
});

describe('the preview panel', () => {
  it("draws the runner's answer: the charts, the water curve and the figures compared", async () => {
    await controller({ days, hours });
    const { calls, runner } = fakeRunner();
    render(panel(runner));
    await waitFor(() => expect(calls).toHaveLength(1));
    const asked = calls[0]!.request;
    expect(asked.zones).toEqual([zid]);
    expect(asked.input.zones).toEqual([{ id: zid, areaM2: 500, now: { airTemp: 20, airHum: 70 } }]);
    expect(screen.getByTestId('preview-forecast-kind').textContent).toBe('控制器逐时预报');
    expect(screen.getByTestId('preview-calibration').textContent).toBe('模型默认值');
    expect(screen.getByTestId('preview-progress')).toBeTruthy();
    act(() => calls[0]!.resolve(comparison(250)));
    await waitFor(() => expect(screen.getByTestId('preview-diff-waterL').textContent).toBe('+250'));
    expect(screen.queryByTestId('preview-progress')).toBeNull();
    // This zone has no vents or screens: no positions chart (the charts come one a frame).
    await waitFor(() => expect(screen.getAllByTestId('preview-chart')).toHaveLength(4));
    expect(document.querySelector('[data-figure="positions"]')).toBeNull();
    const water = document.querySelector('[data-figure="water"]');
    expect(water?.textContent).toContain('累计灌溉水量 L');
    // Both runs drawn in every chart.
    const lines = (side: string, within: ParentNode) =>
      within.querySelectorAll(`g.recharts-line.preview-line-${side}`).length;
    const drawn = () =>
      screen.getAllByTestId('preview-chart').map((c) => `${lines('saved', c)}${lines('edited', c)}`);
    await waitFor(() => expect(drawn()).toEqual(['11', '11', '11', '11']));
    expect(screen.getByTestId('preview-row-hoursTooHot').textContent).toContain('1.5');
    expect(screen.getByTestId('preview-diff-moves').textContent).toBe('0');
  });

  it('draws the water given so far: the two runs part where the edit waters', () => {
    const rows = rowsOf(comparison(250), zid, { vents: [], screens: [] });
    expect(rows.map((r) => [r.at, r.saved_water, r.edited_water])).toEqual([
      ['08:00', 0, 0],
      ['08:10', 0, 250],
      ['08:20', 0, 250],
    ]);
  });

  it('draws the positions chart for a zone with vents, their mean opening per sample', async () => {
    const vented = comparison(0);
    for (const [i, s] of vented.edited.samples.entries()) s.actuators = { 3: 40 + i * 10, 4: 60 + i * 10 };
    render(<PreviewCharts rows={rowsOf(vented, zid, { vents: [3, 4], screens: [] })} />);
    // One chart the first frame, all five after.
    expect(screen.getAllByTestId('preview-chart')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('preview-chart')).toHaveLength(5));
    const positions = document.querySelector('[data-figure="positions"]');
    expect(positions?.textContent).toContain('开度');
    expect(JSON.parse(positions?.getAttribute('data-points') ?? '[]')).toEqual([
      ['08:00', 0, 50],
      ['08:10', 0, 60],
      ['08:20', 0, 70],
    ]);
    await waitFor(() =>
      expect(positions?.querySelectorAll('g.recharts-line.preview-line-edited')).toHaveLength(1),
    );
  });

  it("names each zone's calibration when the zones differ, one chip when they run alike", () => {
    const chips = () => screen.getAllByTestId('preview-calibration').map((c) => c.textContent);
    const { rerender } = render(<CalibrationChips zones={[1, 2]} calibrated={[2]} />);
    expect(chips()).toEqual(['分区 1: 模型默认值', '分区 2: 分区校准参数']);
    rerender(<CalibrationChips zones={[1, 2]} calibrated={[1, 2]} />);
    expect(chips()).toEqual(['分区校准参数']);
  });

  it('says the runner failed, in words', async () => {
    await controller({ days, hours });
    const { calls, runner } = fakeRunner();
    render(panel(runner));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0]!.reject(new Error('[model] no zone 7')));
    await waitFor(() =>
      expect(screen.getByTestId('preview-error').textContent).toBe('预演失败：[model] no zone 7'),
    );
    expect(screen.queryByTestId('preview-table')).toBeNull();
  });

  it("never shows an older edit's answer over the newer one's", async () => {
    await controller({ days, hours });
    const { calls, runner } = fakeRunner();
    const { rerender } = render(panel(runner, 'a'));
    await waitFor(() => expect(calls).toHaveLength(1));
    rerender(panel(runner, 'b'));
    await waitFor(() => expect(calls).toHaveLength(2));
    // The first run's answer comes late: the panel goes on waiting for the second's.
    act(() => calls[0]!.resolve(comparison(999)));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByTestId('preview-table')).toBeNull();
    expect(screen.getByTestId('preview-progress')).toBeTruthy();
    act(() => calls[1]!.resolve(comparison(40)));
    await waitFor(() => expect(screen.getByTestId('preview-diff-waterL').textContent).toBe('+40'));
  });

  it('says when the hours were shaped from the daily forecast', async () => {
    await controller({ days });
    const { calls, runner } = fakeRunner();
    render(panel(runner));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByTestId('preview-forecast-kind').textContent).toBe('由日预报推算');
    expect(calls[0]!.request.input.forecast).toHaveLength(24);
  });
});
