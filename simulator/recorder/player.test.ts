import { describe, expect, it } from 'vitest';
import { createClock } from '../clock.ts';
import { createPlayer } from './player.ts';
import { stateAt, stateKey } from './seek.ts';
import type { TraceEntry } from './trace.ts';

const encoder = new TextEncoder();
const entry = (t: number, name: string, body: unknown): TraceEntry => {
  const payload = JSON.stringify(body);
  return { t, topic: `farm/x/${name}`, payload, qos: 0, retain: false, bytes: encoder.encode(payload) };
};
const data = (t: number, v: number) => entry(t, 'sensor/data', { sn: 'x', ts: t, readings: [{ sid: 1, v }] });
const report = (t: number, aid: number, state: string) =>
  entry(t, 'actuator/cmdack', {
    confTyp: 'actuator',
    method: 'update',
    qryId: null,
    code: 0,
    msg: 'ok',
    data: { aid, state },
  });
const answer = (t: number) =>
  entry(t, 'system/confack', { confTyp: 'zone', method: 'list', qryId: 'q1', code: 0, msg: 'ok', data: [] });
const request = (t: number) =>
  entry(t, 'actuator/cmd', {
    confTyp: 'actuator',
    method: 'cmd',
    qryId: 'q2',
    para: { aid: 1, action: 'open' },
  });

const trace = [
  data(0, 1),
  report(500, 1, 'open'),
  request(600),
  answer(700),
  data(1000, 2),
  report(1500, 2, 'on'),
  report(2000, 1, 'closed'),
  data(3000, 3),
];
const label = (e: TraceEntry) => `${e.t}:${e.topic.split('/').slice(2).join('/')}`;

describe('the state at a moment of a trace', () => {
  it('keeps the latest readings and each record’s latest report, never answers or requests', () => {
    expect(stateKey(answer(0))).toBeUndefined();
    expect(stateKey(request(0))).toBeUndefined();
    expect(stateAt(trace, 1600).map(label)).toEqual([
      '500:actuator/cmdack',
      '1000:sensor/data',
      '1500:actuator/cmdack',
    ]);
    expect(stateAt(trace, 2500).map(label)).toEqual([
      '1000:sensor/data',
      '1500:actuator/cmdack',
      '2000:actuator/cmdack',
    ]);
    expect(stateAt(trace, -1)).toEqual([]);
  });
});

describe('the seekable player', () => {
  const start = () => {
    const clock = createClock({ mode: 'stepped' });
    const sent: string[] = [];
    const ends: string[] = [];
    const player = createPlayer(trace, {
      clock,
      publish: (e) => void sent.push(label(e)),
      onEnd: (s) => void ends.push(s.phase),
    });
    return { clock, sent, ends, player };
  };

  it('publishes on the clock, in order, skipping requests, and finishes', () => {
    const { clock, sent, ends, player } = start();
    expect(sent).toEqual(['0:sensor/data']);
    clock.advance(999);
    expect(sent).toEqual(['0:sensor/data', '500:actuator/cmdack', '700:system/confack']);
    clock.advance(5000);
    expect(sent).toHaveLength(7);
    expect(player.status()).toMatchObject({ phase: 'finished', atMs: 3000, durationMs: 3000 });
    expect(ends).toEqual(['finished']);
  });

  it('pauses and resumes where it rested', () => {
    const { clock, sent, player } = start();
    clock.advance(800);
    player.pause();
    clock.advance(10_000);
    expect(player.status()).toMatchObject({ phase: 'paused', atMs: 800 });
    expect(sent).toHaveLength(3);
    player.resume();
    clock.advance(200);
    expect(sent.at(-1)).toBe('1000:sensor/data');
  });

  it('seeks back and forth: the state there first, then on from that point', () => {
    const { clock, sent, player } = start();
    clock.advance(2100);
    sent.length = 0;
    player.seek(600);
    expect(sent).toEqual(['0:sensor/data', '500:actuator/cmdack']);
    expect(player.status()).toMatchObject({ phase: 'playing', atMs: 600 });
    clock.advance(400);
    expect(sent.slice(2)).toEqual(['700:system/confack', '1000:sensor/data']);
    player.pause();
    sent.length = 0;
    player.seek(99_999);
    expect(player.status()).toMatchObject({ phase: 'paused', atMs: 3000 });
    expect(sent).toEqual(['1500:actuator/cmdack', '2000:actuator/cmdack', '3000:sensor/data']);
    player.stop();
    player.seek(0);
    expect(player.status().phase).toBe('stopped');
  });
});
