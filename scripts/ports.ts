/** Default local ports of the simulated world; each can be moved by an environment variable. */
export type DevPorts = {
  app: number;
  preview: number;
  cloud: number;
  sim: number;
  brokerWs: number;
  brokerTcp: number;
};

const defaults: DevPorts = {
  app: 5173,
  preview: 4173,
  cloud: 8787,
  sim: 8788,
  brokerWs: 8883,
  brokerTcp: 1883,
};

const names: Record<keyof DevPorts, string> = {
  app: 'GH_APP_PORT',
  preview: 'GH_PREVIEW_PORT',
  cloud: 'GH_CLOUD_PORT',
  sim: 'GH_SIM_PORT',
  brokerWs: 'GH_BROKER_WS_PORT',
  brokerTcp: 'GH_BROKER_TCP_PORT',
};

/** Reads the ports from the environment; a bad value is a clear error, not a silent default. */
export function devPorts(env: Record<string, string | undefined>): DevPorts {
  const out = { ...defaults };
  for (const key of Object.keys(names) as (keyof DevPorts)[]) {
    const raw = env[names[key]];
    if (raw === undefined || raw === '') continue;
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      throw new Error(`${names[key]}=${raw} is not a port number (0-65535)`);
    }
    out[key] = port;
  }
  return out;
}
