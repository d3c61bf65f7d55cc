/**
 * The network-device screen's pure part: signal strength as bars and words, the filter, grouping by
 * kind, online counts, and the rename/zone form checked against the protocol's networkDevice.
 */
import { networkDevice, type NetworkDevice } from '../../../../protocol/live/system.ts';
import { schemaErrors, type FieldErrors } from '../../../components/forms/field-errors.ts';

export const networkKinds = networkDevice.shape.kind.options;
export type NetworkKind = NetworkDevice['kind'];

export type SignalWord = 'excellent' | 'good' | 'fair' | 'weak' | 'none' | 'wired';
export type SignalLevel = { bars: 0 | 1 | 2 | 3 | 4; word: SignalWord };

/** Radio signal in dBm as 0-4 bars (the usual Wi-Fi/LoRa bands); no reading means a wired link. */
export function signalLevel(dbm: number | null): SignalLevel {
  if (dbm === null) return { bars: 4, word: 'wired' };
  if (dbm >= -55) return { bars: 4, word: 'excellent' };
  if (dbm >= -67) return { bars: 3, word: 'good' };
  if (dbm >= -80) return { bars: 2, word: 'fair' };
  if (dbm >= -90) return { bars: 1, word: 'weak' };
  return { bars: 0, word: 'none' };
}

export type NetworkFilter = { kind: NetworkKind | 'all'; status: 'all' | 'online' | 'offline'; text: string };
export const noFilter: NetworkFilter = { kind: 'all', status: 'all', text: '' };

/** Devices matching kind, online state and a text found in the name or address (case-insensitive). */
export function filterDevices(devices: readonly NetworkDevice[], filter: NetworkFilter): NetworkDevice[] {
  const text = filter.text.trim().toLowerCase();
  return devices.filter(
    (d) =>
      (filter.kind === 'all' || d.kind === filter.kind) &&
      (filter.status === 'all' || d.online === (filter.status === 'online')) &&
      (text === '' || d.name.toLowerCase().includes(text) || d.address.toLowerCase().includes(text)),
  );
}

/** Non-empty groups in the protocol's kind order, devices by name within each. */
export function groupByKind(devices: readonly NetworkDevice[]) {
  return networkKinds
    .map((kind) => ({
      kind,
      devices: devices.filter((d) => d.kind === kind).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')),
    }))
    .filter((g) => g.devices.length > 0);
}

export const onlineCounts = (devices: readonly NetworkDevice[]) => {
  const online = devices.filter((d) => d.online).length;
  return { online, offline: devices.length - online };
};

/** The editable part: name, and zone ('' = no zone). */
export type DeviceForm = { name: string; zid: string };
export const deviceFields = ['name', 'zid'] as const;
export type DeviceField = (typeof deviceFields)[number];
export const deviceToForm = (d: NetworkDevice): DeviceForm => ({
  name: d.name,
  zid: d.zid === null ? '' : String(d.zid),
});

export type DeviceCheck =
  { ok: true; device: NetworkDevice } | { ok: false; errors: FieldErrors<DeviceField> };

export function checkDeviceForm(record: NetworkDevice, form: DeviceForm): DeviceCheck {
  const candidate = { ...record, name: form.name.trim(), zid: form.zid === '' ? null : Number(form.zid) };
  const parsed = networkDevice.safeParse(candidate);
  if (!parsed.success) return { ok: false, errors: schemaErrors(parsed.error, deviceFields) };
  return { ok: true, device: parsed.data };
}
