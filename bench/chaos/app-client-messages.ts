/** What the chaos soak and its app clients (app-client-worker.ts) say to each other. */

export type AppClientJob = {
  index: number;
  cloudUrl: string;
  brokerUrl: string;
  mobile: string;
  password: string;
  base: string;
  ackTimeoutMs: number;
};

export type ToAppClient =
  | { type: 'request'; id: string }
  | { type: 'alarms' }
  | { type: 'history'; ask: number; sids: number[]; from: number; to: number; step: number }
  | { type: 'badPayloads'; count: number }
  /** The grower opens a screen: the app checks the session with the cloud (app/guards/session-check.ts). */
  | { type: 'navigate' }
  | { type: 'heap' }
  | { type: 'stop' };

/** How a request ended for the grower: answered code 0, or refused or failed with what the screen shows. */
export type RequestOutcome = { ok: true } | { ok: false; code: string; reason: string };

export type FromAppClient =
  | { type: 'ready' }
  | { type: 'status'; connected: boolean }
  | { type: 'outcome'; id: string; outcome: RequestOutcome }
  | {
      type: 'alarms';
      state: string;
      error: string | null;
      open: number[];
      all: number[];
      bell: number;
      connected: boolean;
    }
  | { type: 'history'; ask: number; ok: boolean; times: number[]; reason?: string }
  | { type: 'heap'; heap: number; gc: boolean }
  | { type: 'relogin'; reason: string }
  | { type: 'warning'; name: string; message: string }
  | { type: 'stopped' };
