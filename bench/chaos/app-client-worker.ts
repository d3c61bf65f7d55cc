/**
 * One logged-in grower of the chaos soak, in a worker thread of its own: the app's REST calls, its
 * live layer and stores, and the alarm bell and list as the header and the alarm centre read them
 * (`useLiveList('alarm')`, `useOpenAlarmCount`, rendered by React into a jsdom document). It logs in
 * with its password, follows its base, sends what the soak asks and tells the soak what it sees.
 * When the broker refuses its token, or a screen finds the session over, it logs in again.
 */
import { JSDOM } from 'jsdom';
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import type { AppClientJob, FromAppClient, ToAppClient } from './app-client-messages.ts';

// MQTT.js decides once, as it loads, whether it runs in a browser: loaded before the document
// exists, it keeps Node's sockets and timers, and the live layer runs as the heap soak's does.
const mqtt = (await import('mqtt')).default;
// React renders into a jsdom document; the production build, as the grower's browser runs it.
process.env.NODE_ENV = 'production';
const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', {
  url: 'http://localhost/',
});
for (const name of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage'])
  Object.defineProperty(globalThis, name, {
    value: Reflect.get(dom.window, name),
    configurable: true,
    writable: true,
  });

const job = workerData as AppClientJob;
const tell = (message: FromAppClient) => parentPort?.postMessage(message);
process.on('warning', (w) =>
  tell({ type: 'warning', name: w.name, message: `${w.message} (app client ${job.index})` }),
);

const { createElement } = await import('react');
const { createRoot } = await import('react-dom/client');
const live = await import('../../app/live/index.ts');
const queries = await import('../../app/live/query.ts');
const { isUnattended, useOpenAlarmCount } = await import('../../app/live/open-alarms.ts');
const api = await import('../../app/api/index.ts');
const { loginResponse, userDetailResponse } = await import('../../protocol/rest.ts');
const { useConnectionStore } = await import('../../app/stores/connection-store.ts');
const { appClientIdPrefix } = await import('../../protocol/client-ids.ts');
const { badPayload } = await import('./bad-payloads.ts');

// A call that fails while the cloud restarts is the soak's doing: the session check says 'offline'.
const http = api.createHttpClient({ baseUrl: job.cloudUrl, timeoutMs: 5000, log: () => undefined });
let token = '';
let relogging: Promise<void> | null = null;

/** Logs in with the password; while the cloud is away, tries again (a grower would). */
async function logIn(): Promise<void> {
  for (;;) {
    try {
      const answer = await api.login(
        http,
        { mobile: job.mobile, password: job.password, uuid: `chaos-${job.index}`, agent: 'chaos-soak' },
        loginResponse,
      );
      if (answer.status === 1 && answer.data) {
        token = answer.data.token;
        return;
      }
    } catch {
      // The cloud restarting: it answers again within its restart.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The session is over (app/guards/session-check.ts): the grower logs in again and the app reconnects. */
function logInAgain(reason: string): Promise<void> {
  relogging ??= (async () => {
    tell({ type: 'relogin', reason });
    queries.clearLiveQueries();
    await live.stopLive();
    await logIn();
    connect();
  })().finally(() => (relogging = null));
  return relogging;
}

/** 'ok', 'ended' or 'offline', as refreshSession says. */
async function checkSession(): Promise<'ok' | 'ended' | 'offline'> {
  try {
    const answer = await api.userDetail(http, { mobile: job.mobile, token }, userDetailResponse);
    return answer.status === 1 && answer.data ? 'ok' : 'ended';
  } catch {
    return 'offline';
  }
}

function connect(): void {
  void live.startLive(
    { username: job.mobile, password: token },
    {
      url: job.brokerUrl,
      maxPayloadBytes: 1_048_576,
      ackTimeoutMs: job.ackTimeoutMs,
      connect: mqtt.connect,
      log: () => undefined,
      // app/wiring.ts afterRefusal: bad credentials end the session when the cloud says the token is gone.
      onRefused: async (code) => {
        if (code !== 4 && code !== 5) return 'retry';
        if ((await checkSession()) !== 'ended') return 'retry';
        void logInAgain(`broker refused the token (CONNACK ${code})`);
        return 'stop';
      },
    },
  );
  live.followBase(job.base);
}

let shown: { state: string; error: string | null; open: number[]; all: number[]; bell: number } = {
  state: 'loading',
  error: null,
  open: [],
  all: [],
  bell: 0,
};
function AlarmProbe() {
  const alarms = queries.useLiveList('alarm');
  const bell = useOpenAlarmCount();
  shown = {
    state: alarms.state,
    error: alarms.error,
    open: alarms.items.filter(isUnattended).map((a) => a.alid),
    all: alarms.items.map((a) => a.alid),
    bell,
  };
  return null;
}

await logIn();
connect();
queries.followLiveReports();
createRoot(dom.window.document.getElementById('root')!).render(createElement(AlarmProbe));
useConnectionStore.subscribe((state, before) => {
  const connected = state.status === 1 && state.subscription === 1;
  if (connected !== (before.status === 1 && before.subscription === 1)) tell({ type: 'status', connected });
});

const outcomeOf = (error: unknown) =>
  error instanceof live.LiveError
    ? { ok: false as const, code: error.key, reason: error.message }
    : { ok: false as const, code: 'error', reason: error instanceof Error ? error.message : String(error) };

/** A grower's burst of bad payloads on the base's request topics, on a connection of its own. */
async function sendBadPayloads(count: number): Promise<void> {
  const client = await mqtt.connectAsync(job.brokerUrl, {
    username: job.mobile,
    password: token,
    clientId: `${appClientIdPrefix(job.mobile)}bad`.slice(0, 23),
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  for (let i = 0; i < count; i++) {
    const { topic, payload } = badPayload(job.base, i);
    client.publish(topic, payload, { qos: 0 });
  }
  await client.endAsync();
}

const gc = (globalThis as { gc?: () => void }).gc;
parentPort?.on('message', (message: ToAppClient) => {
  switch (message.type) {
    case 'request':
      live
        .request('system/conf', 'crop', 'add', {
          name: message.id,
          crop: 'tomato',
          variety: '',
          plantingDate: '2026-09-01',
          stage: 'seedling',
          zoneIds: [],
          setpoints: { dayTemp: 24, nightTemp: 17, dayHum: 75, nightHum: 85, co2: 800 },
        })
        .then(
          () => tell({ type: 'outcome', id: message.id, outcome: { ok: true } }),
          (error: unknown) => tell({ type: 'outcome', id: message.id, outcome: outcomeOf(error) }),
        );
      return;
    case 'alarms': {
      const { status, subscription } = useConnectionStore.getState();
      tell({ type: 'alarms', ...shown, connected: status === 1 && subscription === 1 });
      return;
    }
    case 'history':
      live
        .request('sensor/query/historyData', 'sensor', 'history', {
          sids: message.sids,
          from: message.from,
          to: message.to,
          step: message.step,
        })
        .then(
          (answer) => {
            const times = Object.values(answer.series).flatMap((points) =>
              points.filter(([, v]) => v !== null).map(([t]) => t),
            );
            tell({ type: 'history', ask: message.ask, ok: answer.code === 0, times, reason: answer.msg });
          },
          (error: unknown) =>
            tell({
              type: 'history',
              ask: message.ask,
              ok: false,
              times: [],
              reason: outcomeOf(error).reason,
            }),
        );
      return;
    case 'badPayloads':
      sendBadPayloads(message.count).catch(() => undefined); // refused while the broker is away: no burst
      return;
    case 'navigate':
      void checkSession().then((session) => {
        if (session === 'ended') void logInAgain('the session check found the token expired');
      });
      return;
    case 'heap':
      gc?.();
      tell({ type: 'heap', heap: v8.getHeapStatistics().used_heap_size, gc: Boolean(gc) });
      return;
    case 'stop':
      void live.stopLive().then(() => tell({ type: 'stopped' }));
      return;
  }
});
tell({ type: 'ready' });
