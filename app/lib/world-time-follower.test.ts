import { describe, expect, it } from 'vitest';
import { createWorldTimeFollower, type FollowerPorts } from './world-time-follower';

type Answer = { now: number; speed: number; paused: boolean; stepped?: boolean };

/** A browser whose host time, visibility and world clock answers the test sets. */
function fakeBrowser(first: Answer | Error) {
  let host = 0;
  let answer: Answer | Error = first;
  let poll: (() => void) | undefined;
  let pollEvery: number | undefined;
  let shown: (() => void) | undefined;
  let visible = true;
  let asked = 0;
  const ports: FollowerPorts = {
    fetchClock: () => {
      asked++;
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve({ stepped: false, ...answer });
    },
    hostNow: () => host,
    wallNow: () => 42,
    every: (ms, fn) => ((poll = fn), (pollEvery = ms), () => ((poll = undefined), (pollEvery = undefined))),
    visible: () => visible,
    onVisible: (fn) => ((shown = fn), () => (shown = undefined)),
  };
  return {
    ports,
    pass: (ms: number) => (host += ms),
    answer: (next: Answer | Error) => (answer = next),
    poll: async () => {
      poll?.();
      await Promise.resolve();
      await Promise.resolve();
    },
    show: () => ((visible = true), shown?.()),
    hide: () => (visible = false),
    asked: () => asked,
    pollEvery: () => pollEvery,
  };
}

const day = 86_400_000;

describe('world time in a simulated build', () => {
  it('extrapolates with the speed between answers and stands still while paused', async () => {
    const b = fakeBrowser({ now: day, speed: 60, paused: false });
    const time = createWorldTimeFollower(b.ports);
    expect(time.now()).toBe(42); // the browser's time until the first answer
    await time.refresh();
    b.pass(1000);
    expect(time.now()).toBe(day + 60_000);
    b.answer({ now: day + 120_000, speed: 60, paused: true });
    await b.poll();
    b.pass(5000);
    expect(time.now()).toBe(day + 120_000);
    b.answer({ now: day + 120_000, speed: 3600, paused: false });
    await time.refresh();
    b.pass(10);
    expect(time.now()).toBe(day + 120_000 + 36_000);
  });

  it('runs on at the rate the world managed when the machine cannot keep up with its speed', async () => {
    const b = fakeBrowser({ now: 0, speed: 3600, paused: false });
    const time = createWorldTimeFollower(b.ports);
    await time.refresh();
    b.pass(5000);
    b.answer({ now: 4_500_000, speed: 3600, paused: false }); // x900 managed, not x3600
    await b.poll();
    b.pass(1000);
    expect(time.now()).toBe(4_500_000 + 900_000);
  });

  it('tells listeners about a jump at once, not about polls that agree with the extrapolation', async () => {
    const b = fakeBrowser({ now: 0, speed: 1, paused: false });
    const time = createWorldTimeFollower(b.ports);
    let told = 0;
    time.onChange(() => told++);
    await time.refresh();
    expect(told).toBe(1); // the first answer
    b.pass(5000);
    b.answer({ now: 5010, speed: 1, paused: false });
    await b.poll();
    expect(told).toBe(1);
    b.answer({ now: 5010 + day, speed: 1, paused: false });
    await time.refresh();
    expect(told).toBe(2);
    expect(time.now()).toBe(5010 + day);
  });

  it('asks only while the page is visible, again when it shows, and keeps its time when the world is away', async () => {
    const b = fakeBrowser({ now: 1000, speed: 1, paused: false });
    const time = createWorldTimeFollower(b.ports);
    await time.refresh();
    const asked = b.asked();
    b.hide();
    await b.poll();
    expect(b.asked()).toBe(asked);
    b.answer(new Error('the simulator restarts'));
    b.show();
    await Promise.resolve();
    expect(b.asked()).toBe(asked + 1);
    b.pass(2000);
    expect(time.now()).toBe(3000);
    b.answer({ now: 'soon', speed: 1, paused: false } as unknown as Answer);
    await time.refresh();
    expect(time.now()).toBe(3000);
    time.stop();
  });

  it('asks at the fastest pace its readers need, at its own when they are gone, and answers the state run on', async () => {
    const b = fakeBrowser({ now: day, speed: 60, paused: false });
    const time = createWorldTimeFollower(b.ports);
    expect(time.state()).toBeUndefined();
    await time.refresh();
    expect(b.pollEvery()).toBe(5000);
    const console = time.pace(1000);
    const panel = time.pace(2000);
    expect(b.pollEvery()).toBe(1000);
    console();
    expect(b.pollEvery()).toBe(2000);
    panel();
    expect(b.pollEvery()).toBe(5000);
    b.pass(1000);
    expect(time.state()).toEqual({ now: day + 60_000, speed: 60, paused: false, stepped: false });
    time.stop();
    expect(b.pollEvery()).toBeUndefined();
  });
});
