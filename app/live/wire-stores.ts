/**
 * The one place a LiveClient meets the stores (docs/design/style.md "wired to stores in one place"): connection
 * state and the invalid counter, batched sensor readings, actuator state reports.
 */
import { connectionActions } from '../stores/connection-store.ts';
import { liveActuatorsActions } from '../stores/live-actuators-store.ts';
import { liveReadingsActions } from '../stores/live-readings-store.ts';
import type { LiveClient, Unsubscribe } from './types.ts';

export function wireStores(client: LiveClient): Unsubscribe {
  connectionActions.setConnection(client.connection());
  connectionActions.setBase(client.base());
  const offs = [
    client.onConnection((state) => connectionActions.setConnection(state)),
    client.onInvalid(() => connectionActions.countInvalid()),
    client.onSensorData((data, _base, retained) => liveReadingsActions.ingest(data, retained)),
    client.onReport((topicName, ack) => {
      // Checked once on the way in (inbound.ts): the data of an actuator/cmdack is an ActuatorReport.
      if (topicName !== 'actuator/cmdack' || ack.code !== 0 || ack.data === undefined) return;
      liveActuatorsActions.apply(ack.data);
    }),
  ];
  return () => offs.forEach((off) => off());
}

/** Forgets the live data of the base being left (readings and actuator states are per base). */
export function clearBaseData(): void {
  liveReadingsActions.clear();
  liveActuatorsActions.clear();
}

/** Everything back to "never connected" (logout). */
export function clearLiveStores(): void {
  clearBaseData();
  connectionActions.reset();
}
