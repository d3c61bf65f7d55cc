/**
 * The live layer's suite on real sockets, run against any broker (the embedded aedes and Debian's
 * mosquitto), to prove the app depends on MQTT, not on aedes. The app side is app/live's singleton
 * (MQTT.js at MQTT 3.1 over WebSocket) wired to the real stores; the controller side a test client.
 */
import mqtt from 'mqtt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordExamples } from '../../protocol/examples.ts';
import { request, followBase, startLive, stopLive, type LiveSettings } from '../../app/live/index.ts';
import type { ConnectFn } from '../../app/live/types.ts';
import { useConnectionStore } from '../../app/stores/connection-store.ts';
import { freePort } from '../support/mosquitto.ts';
import { startController } from '../support/mqtt-clients.ts';
import { defineMalformedTests } from './live-malformed.ts';
import { defineRestartTests } from './live-restart.ts';
import type { LiveTarget, LiveWorld } from './live-world.ts';

export function defineLiveSuite(target: LiveTarget): void {
  describe(`live layer against ${target.name}`, () => {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- one object the suite's parts share, filled in by beforeEach before any test reads it
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
        void startLive(world.broker.app, settings);
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
          ? { data: { zone: recordExamples.zone, sensors: [], actuators: [] } }
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
