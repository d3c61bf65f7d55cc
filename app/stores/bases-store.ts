// The grower's bases (bound servers, the seed's "personnel list") and the selected base topic.
import { z } from '../../protocol/zod-mini';
import { create } from 'zustand';
import { server, type Server } from '../../protocol/rest';
import { readItem, removeItem, writeItem } from './session-keys';

export type BasesState = {
  /** The servers bound to the user (each with sn and mqttBaseTopic). */
  servers: Server[];
  /** The selected server's base topic, null when the user has none. */
  baseTopic: string | null;
};

/** Who hears about a base switch (the live client); wired once at start-up. */
export type BasePorts = { onSelect: (topic: string | null) => void };
let ports: BasePorts = { onSelect: () => undefined };
export const setBasePorts = (next: BasePorts): void => void (ports = next);

/** The stored bases, as a new page load finds them. */
export function readBases(): BasesState {
  const servers = readItem('personnelList', z.array(server)) ?? [];
  const saved = readItem('baseTopic', z.string());
  const baseTopic = servers.some((s) => s.mqttBaseTopic === saved)
    ? (saved ?? null)
    : (servers[0]?.mqttBaseTopic ?? null);
  return { servers, baseTopic };
}

export const useBases = create<BasesState>(() => readBases());

/** Stores the servers as the user's bases and selects `preferred` when bound, else keeps or takes the first. */
export function setServers(servers: Server[], preferred?: string): void {
  const current = useBases.getState().baseTopic;
  const has = (topic: string | null | undefined) => servers.some((s) => s.mqttBaseTopic === topic);
  const baseTopic = has(preferred)
    ? preferred!
    : has(current)
      ? current
      : (servers[0]?.mqttBaseTopic ?? null);
  writeItem('personnelList', servers);
  if (baseTopic === null) removeItem('baseTopic');
  else writeItem('baseTopic', baseTopic);
  useBases.setState({ servers, baseTopic });
  if (baseTopic !== current) ports.onSelect(baseTopic);
}

/** Selects one of the bound bases by topic; false when it is not one of them. */
export function selectBase(topic: string): boolean {
  const { servers, baseTopic } = useBases.getState();
  if (!servers.some((s) => s.mqttBaseTopic === topic)) return false;
  if (topic === baseTopic) return true;
  writeItem('baseTopic', topic);
  useBases.setState({ baseTopic: topic });
  ports.onSelect(topic);
  return true;
}

/** The selected server, if any. */
export const selectedServer = (state: BasesState = useBases.getState()): Server | undefined =>
  state.servers.find((s) => s.mqttBaseTopic === state.baseTopic);

/** True when the user has at least one bound server. */
export const hasServers = (): boolean => useBases.getState().servers.length > 0;

/** Forgets the bases (logout: the personnel list and the base topic). */
export function clearBases(): void {
  removeItem('personnelList');
  removeItem('baseTopic');
  useBases.setState({ servers: [], baseTopic: null });
}
