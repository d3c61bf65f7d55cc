import { describe, expect, it } from 'vitest';
import { createWorldClock, simStart, type HostTime } from './world-clock.ts';

/** A host whose time moves only when the test says so; its pacing tick runs on `pass(ms)`. */
function fakeHost() {
  let t = 1000;
  let tick: (() => void) | undefined;
  let breaths = 0;
  const host: HostTime = {
    now: () => t,
    every(_ms, fn) {
      tick = fn;
      return () => (tick = undefined);
    },
    breathe: () => {
      breaths++;
      return Promise.resolve();
    },
  };
  return {
    host,
    pass(ms: number) {
      t += ms;
      tick?.();
    },
    breaths: () => breaths,
    ticking: () => tick !== undefined,
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('world clock', () => {
  it('follows the host time times the speed; paused it stands still and resumes without catching up', () => {
    const h = fakeHost();
    const clock = createWorldClock({ start: 0, speed: 10, host: h.host });
    h.pass(50);
    expect(clock.now()).toBe(500);
    expect(clock.pause()).toEqual({ now: 500, speed: 10, paused: true, stepped: false });
    h.pass(50);
    h.pass(50);
    expect(clock.now()).toBe(500);
    clock.resume();
    h.pass(50);
    expect(clock.state()).toEqual({ now: 1000, speed: 10, paused: false, stepped: false });
  });

  it('changes speed from now on (the time before at the old speed) and refuses speeds outside 1..3600', async () => {
    const h = fakeHost();
    const clock = createWorldClock({ start: 0, host: h.host });
    h.pass(40);
    h.pass(0);
    expect(clock.setSpeed(3600).now).toBe(40);
    expect(clock.speed).toBe(3600);
    h.pass(10); // 36 simulated s: more than one 10 s chunk, the rest after a breath
    await flush();
    expect(clock.now()).toBe(40 + 36_000);
    expect(() => clock.setSpeed(0.5)).toThrow(/1\.\.3600/);
    expect(() => clock.setSpeed(3601)).toThrow(/1\.\.3600/);
    expect(clock.speed).toBe(3600);
  });

  it('at x3600 a long tick advances in bounded chunks, and a host stall slows the world down', async () => {
    const h = fakeHost();
    const clock = createWorldClock({ start: 0, speed: 3600, host: h.host, chunkMs: 60_000, maxTickMs: 250 });
    const seen: number[] = [];
    clock.setInterval(() => seen.push(clock.now()), 60_000);
    h.pass(5000); // a 5 s stall: only 250 ms are caught up = 900 simulated s, in 15 chunks
    await flush();
    expect(clock.now()).toBe(900_000);
    expect(seen).toHaveLength(15);
    expect(h.breaths()).toBe(14);
  });

  it('jumps ahead at once, running every timer in order at its own time; the jump is not paced again', async () => {
    const h = fakeHost();
    const clock = createWorldClock({ start: 0, host: h.host, chunkMs: 3_600_000 });
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 7_200_000);
    clock.setTimeout(() => seen.push(`a@${clock.now()}`), 60_000);
    clock.pause();
    const state = await clock.jump(86_400_000);
    expect(state).toEqual({ now: 86_400_000, speed: 1, paused: true, stepped: false });
    expect(seen).toEqual(['a@60000', 'b@7200000']);
    expect(h.breaths()).toBe(23);
    clock.resume();
    h.pass(100);
    expect(clock.now()).toBe(86_400_100);
    await expect(clock.jump(0)).rejects.toThrow(/ms must be > 0/);
  });

  it('catches up during the chunks of a jump but its last, and never on advance or a paced tick', async () => {
    const h = fakeHost();
    const clock = createWorldClock({ start: 0, speed: 3600, host: h.host, chunkMs: 1000 });
    const seen: string[] = [];
    clock.setInterval(() => seen.push(`${clock.now()}:${clock.catchingUp()}`), 1000);
    await clock.jump(3000);
    expect(seen).toEqual(['1000:true', '2000:true', '3000:false']);
    expect(clock.catchingUp()).toBe(false);
    seen.length = 0;
    clock.advance(2000);
    h.pass(1); // 3.6 simulated s at 3600×: chunked, as a jump is, but watched live
    await flush();
    expect(seen).toEqual(['4000:false', '5000:false', '6000:false', '7000:false', '8000:false']);
  });

  it('runs jumps one after the other', async () => {
    const clock = createWorldClock({ start: 0, paced: false, chunkMs: 1000 });
    const [a, b] = await Promise.all([clock.jump(5000), clock.jump(2000)]);
    expect([a.now, b.now]).toEqual([5000, 7000]);
  });

  it('pure stepped: never paced, moved only by advance and jump', async () => {
    const h = fakeHost();
    const clock = createWorldClock({ start: 0, paced: false, host: h.host });
    expect(h.ticking()).toBe(false);
    clock.advance(1500);
    expect(clock.state()).toEqual({ now: 1500, speed: 1, paused: false, stepped: true });
    expect((await clock.jump(500)).now).toBe(2000);
    expect(clock.mode).toBe('stepped');
  });

  it('stop ends the pacing and the timers; dispose (a restarted simulator) only the timers', () => {
    const h = fakeHost();
    const clock = createWorldClock({ start: 0, host: h.host });
    clock.setTimeout(() => undefined, 10);
    clock.dispose();
    expect(clock.pending()).toBe(0);
    h.pass(20);
    expect(clock.now()).toBe(20);
    clock.stop();
    expect(h.ticking()).toBe(false);
  });
});

describe('simStart (GH_SIM_START)', () => {
  it('reads an ISO time with its zone, and none as the wall clock', () => {
    expect(simStart('2026-04-15T10:00:00+08:00')).toBe(Date.UTC(2026, 3, 15, 2));
    expect(simStart('2026-04-15T02:00:00Z')).toBe(Date.UTC(2026, 3, 15, 2));
    expect(simStart(undefined)).toBeUndefined();
    expect(simStart('')).toBeUndefined();
  });

  it('refuses a time without a zone (the machine’s own would decide) or not a time', () => {
    expect(() => simStart('2026-04-15T10:00:00')).toThrow(/ISO time with its zone/);
    expect(() => simStart('tomorrow')).toThrow(/got tomorrow/);
    expect(() => simStart('2026-13-45T10:00:00Z')).toThrow(/GH_SIM_START/);
  });
});

describe('world clock holds', () => {
  it('a hold taken by a timer stops time right after that timer, at any speed, until released', async () => {
    const h = fakeHost();
    const clock = createWorldClock({ start: 0, speed: 3600, host: h.host });
    const seen: number[] = [];
    let release: (() => void) | undefined;
    clock.setInterval(() => seen.push(clock.now()), 500);
    clock.setTimeout(() => (release = clock.hold()), 1000);
    h.pass(50); // 180 s of simulated time asked for
    await flush();
    expect(clock.now()).toBe(1000);
    expect(seen).toEqual([500, 1000]);
    h.pass(50);
    h.pass(50);
    expect(clock.now()).toBe(1000); // held: pacing stands still
    release!();
    release!(); // a second release changes nothing
    h.pass(1);
    expect(clock.now()).toBe(4600);
    expect(seen.at(-1)).toBe(4500);
  });

  it('a step or a jump waits on a hold and then goes on to its end', async () => {
    const h = fakeHost();
    const clock = createWorldClock({ start: 0, paced: false, host: h.host, chunkMs: 1000 });
    let release: (() => void) | undefined;
    clock.setTimeout(() => (release = clock.hold()), 2500);
    let stepped = false;
    const step = clock.step(10_000).then((s) => ((stepped = true), s));
    await flush();
    await flush();
    expect(clock.now()).toBe(2500);
    expect(stepped).toBe(false);
    release!();
    expect((await step).now).toBe(10_000);
    clock.setTimeout(() => (release = clock.hold()), 2000); // at 12 000, within the jump
    const jump = clock.jump(5000);
    await flush();
    expect(clock.state().jump).toEqual({ from: 10_000, to: 15_000, at: 12_000 });
    release!();
    expect((await jump).now).toBe(15_000);
    expect(clock.state().jump).toBeUndefined();
  });
});
