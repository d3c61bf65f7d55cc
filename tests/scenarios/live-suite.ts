/**
 * The live layer's suite on real sockets, run against any broker (the embedded aedes and Debian's
 * mosquitto), to prove the app depends on MQTT, not on aedes. The app side is app/live's singleton
 * (MQTT.js at MQTT 3.1 over WebSocket) wired to the real stores; the controller side a test client.
 */
import mqtt, { type IClientOptions } from 'mqtt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordExamples } from '../../protocol/examples.ts';
import { request, followBase, startLive, stopLive, type LiveSettings } from '../../app/live/index.ts';
import type { ConnectFn, LiveStatus } from '../../app/live/types.ts';
import { useConnectionStore } from '../../app/stores/connection-store.ts';
import { freePort } from '../support/mosquitto.ts';
import { startController, type FakeController } from './broker-helpers.ts';
import { defineMalformedTests } from './live-malformed.ts';
import { defineRestartTests } from './live-restart.ts';

export type TargetBroker = {
  wsUrl: string;
  tcpUrl: string;
  app: { username: string; password: string };
  controller: IClientOptions;
  /** Stops the broker, keeping its ports for restart(). */
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
  /** Broker-side count of publishes on a topic since the last (re)start, when the broker can tell. */
  published?(topic: string): number;
  /** Broker-side count of contract violations, when the broker monitors them. */
  violations?(): number;
};

export type LiveTarget = { name: string; start(): Promise<TargetBroker> };

/** Shared by the suite's parts: the running world of one test. */
export type LiveWorld = {
  base: string;
  broker: TargetBroker;
  controller: FakeController;
  /** While closed, the app's (re)connects go to a dead port, so a test can order who comes back first. */
  gate: { open: boolean };
  statuses: LiveStatus[];
  /** What the live layer logged ('[live] ...'). */
  logs: string[];
  start(): void;
  stopWatching(): void;
};

export function defineLiveSuite(target: LiveTarget): void {
  describe(`live layer against ${target.name}`, () => {
    const world = {} as LiveWorld;

    beforeEach(async () => {
      world.base = 'farm/gh-1';
      world.broker = await target.start();
      world.controller = await startController(world.broker.tcpUrl, world.base, world.broker.controller);
      world.gate = { open: true };
      world.statuses = [];
      world.logs = [];
      const deadUrl = `ws://127.0.0.1:${await freePort()}/mqtt/`;
      const connect: ConnectFn = (url, options) =>
        mqtt.connect(url, { ...options, transformWsUrl: (wsUrl) => (world.gate.open ? wsUrl : deadUrl) });
      const log = (line: string) => void world.logs.push(line);
      const settings: LiveSettings = {
        url: world.broker.wsUrl,
        maxPayloadBytes: 64 * 1024,
        ackTimeoutMs: 5000,
        connect,
        log,
      };
      world.stopWatching = useConnectionStore.subscribe((s, prev) => {
        if (s.status !== prev.status) world.statuses.push(s.status);
      });
      world.start = () => {
        followBase(world.base);
        startLive(world.broker.app, settings);
      };
    });

    afterEach(async () => {
      world.stopWatching();
      await stopLive();
      await world.controller.client.endAsync(true);
      await world.broker.close();
    });

    it('connects at MQTT 3.1 over WebSocket: status 2 then 1, subscribed, requests settled by their ack', async () => {
      world.start();
      await vi.waitFor(() =>
        expect(useConnectionStore.getState()).toMatchObject({ status: 1, subscription: 1 }),
      );
      expect(world.statuses).toEqual([2, 1]);
      world.controller.respond((topicName, req) =>
        topicName === 'system/conf'
          ? { data: { zone: recordExamples.zone } }
          : { code: 4, msg: `${req.confTyp} locked` },
      );
      const zone = await request('system/conf', 'zone', 'query', { f_zone_id: 3 });
      expect(zone).toMatchObject({ code: 0, data: { zone: { f_zone_id: recordExamples.zone.f_zone_id } } });
      await expect(request('actuator/cmd', 'actuator', 'cmd', { aid: 21, action: 'open' })).rejects.toThrow(
        'The controller refused the request (code 4): actuator locked',
      );
    });

    defineMalformedTests(world);
    defineRestartTests(world);
  });
}
