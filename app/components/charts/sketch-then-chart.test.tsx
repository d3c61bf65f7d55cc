// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryChartProps } from './history-chart';
import { SketchThenChart } from './sketch-then-chart';

// Recharts itself needs a real layout; what matters here is when it takes the sketch's place.
vi.mock('./history-chart', () => ({
  HistoryChart: ({ series }: HistoryChartProps) => (
    <div data-testid="interactive-chart" tabIndex={0}>
      {series.map((s) => s.name).join(',')}
    </div>
  ),
}));

const hour = 3_600_000;
const series: HistoryChartProps['series'] = [
  {
    key: '1',
    name: '1号棚空气温度',
    unit: '°C',
    points: [
      [0, 13.9],
      [hour, null],
      [2 * hour, 22.6],
    ],
  },
];

beforeEach(() => {
  // jsdom has no layout: the drawing is told it is 310 × 302 px, the chart's box less its legend.
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 310, height: 302 }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the history chart, sketched first', () => {
  it('draws the answer as a sketch: the line, the value ticks and the legend, without recharts', () => {
    render(<SketchThenChart series={series} domain={[0, 2 * hour]} ariaLabel="历史曲线" />);
    const figure = screen.getByRole('figure', { name: '历史曲线' });
    // 13.9..22.6 °C on a 48..302 × 8..248 plot with ticks 12..24: the gap bridged.
    expect(figure.querySelector('path[data-series="1"]')?.getAttribute('d')).toBe('M48,210L302,36');
    expect([...figure.querySelectorAll('text')].map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['12.0', '15.0', '18.0', '21.0', '24.0']),
    );
    expect(figure.textContent).toContain('1号棚空气温度 (°C)');
    expect(screen.queryByTestId('interactive-chart')).toBeNull();
  });

  it('lists the legend by name, as recharts does, each in the colour of its line', () => {
    const two = [
      { ...series[0]!, key: '2', name: '1号棚空气湿度', unit: '%RH', color: '#d55e00' },
      { ...series[0]!, key: '9', name: '1号棚光合有效辐射', unit: 'µmol/m²/s', color: '#009e73' },
    ];
    render(<SketchThenChart series={two} ariaLabel="历史曲线" />);
    const entries = [...screen.getByRole('figure').querySelectorAll('li span')];
    expect(entries.map((e) => e.textContent)).toEqual([
      '1号棚光合有效辐射 (µmol/m²/s)',
      '1号棚空气湿度 (%RH)',
    ]);
    expect(entries.map((e) => (e as HTMLElement).style.color)).toEqual([
      'rgb(0, 158, 115)',
      'rgb(213, 94, 0)',
    ]);
  });

  it('puts the interactive chart in its place when the grower points at it', async () => {
    render(<SketchThenChart series={series} ariaLabel="历史曲线" />);
    fireEvent.pointerEnter(screen.getByRole('figure').parentElement!);
    expect(await screen.findByTestId('interactive-chart')).toHaveProperty('textContent', '1号棚空气温度');
  });

  it('gives the keyboard focus to the interactive chart when the sketch is focused', async () => {
    render(<SketchThenChart series={series} ariaLabel="历史曲线" />);
    act(() => screen.getByRole('figure').parentElement!.focus());
    const chart = await screen.findByTestId('interactive-chart');
    await vi.waitFor(() => expect(document.activeElement).toBe(chart));
  });

  it('shows the interactive chart at once for a zoom, which only it can draw', async () => {
    render(<SketchThenChart series={series} zoom={{ from: 0, to: hour }} />);
    expect(await screen.findByTestId('interactive-chart')).toBeTruthy();
  });
});
