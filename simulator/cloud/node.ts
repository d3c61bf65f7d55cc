// The simulated cloud as a real HTTP server: the MSW handlers behind a small node:http adapter.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { getResponse, type RequestHandler } from 'msw';
import { badRequestCode, bodyTooLargeCode } from '../../protocol/rest.ts';
import { checkControlRequest, localSimToken } from '../control-guard.ts';
import { DEMO_MOBILE } from './accounts.ts';
import { portOf } from '../unknown-data.ts';
import { createTokenFile } from './token-file.ts';
import { createHandlers } from './handlers/index.ts';
import { CloudStore, type CloudStoreOptions } from './store.ts';
import { verifyToken, type TokenVerdict } from './verify.ts';

export type CloudServer = {
  url: string;
  port: number;
  store: CloudStore;
  /** The broker's token mode: username = mobile, password = token. */
  verifyToken(mobile: string, token: string): TokenVerdict;
  close(): Promise<void>;
};

export type StartCloudOptions = {
  port?: number;
  host?: string;
  store?: CloudStore;
  /** Keeps issued tokens in `<stateDir>/cloud-tokens.json` across restarts. */
  stateDir?: string;
  /** The local token of /sim/control outside a browser (control-guard.ts); default: GH_SIM_TOKEN or new. */
  controlToken?: string;
  /** Told of every call the cloud answered (the trainer's recorder taps it; it redacts secrets). */
  onApiCall?: (call: ApiCall) => void;
} & CloudStoreOptions;

/** One answered call, as the recorder's tap sees it (simulator/recorder/rest.ts redacts it). */
export type ApiCall = {
  method: string;
  /** Path with its query string, as requested. */
  url: string;
  status: number;
  contentType: string;
  requestBody?: Uint8Array;
  responseType: string;
  responseBody?: Uint8Array;
};

/** Request bodies the cloud reads at most (a 100 MB body was accepted). */
export const bodyLimits = { json: 64 * 1024, multipart: 2 * 1024 * 1024 };

class HttpRefusal extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Reads the body up to its limit, counting as it goes: an oversized body is refused, never buffered. */
async function readLimited(req: IncomingMessage): Promise<ReturnType<typeof Buffer.concat>> {
  const type = req.headers['content-type'] ?? '';
  const limit = type.includes('multipart/form-data') ? bodyLimits.multipart : bodyLimits.json;
  const tooLarge = () => new HttpRefusal(413, bodyTooLargeCode, `request body over ${limit} bytes`);
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    if (!Buffer.isBuffer(chunk)) throw new TypeError('request body is not bytes'); // no encoding set: never
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function toRequest(req: IncomingMessage, fallbackHost: string): Promise<[Request, Uint8Array?]> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`);
  try {
    decodeURIComponent(url.pathname);
  } catch {
    throw new HttpRefusal(400, badRequestCode, 'the path has an escape that does not decode');
  }
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return [new Request(url, { method, headers })];
  const body = await readLimited(req);
  return [new Request(url, { method, headers, body }), body];
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify(body));
};

async function answer(
  handlers: RequestHandler[],
  req: IncomingMessage,
  res: ServerResponse,
  host: string,
  controlToken: string,
  onApiCall?: (call: ApiCall) => void,
) {
  // No CORS: the app reaches the cloud through its own origin (the Vite proxies), nothing else may.
  if ((req.url ?? '').startsWith('/sim/control')) {
    const verdict = checkControlRequest(req.headers, controlToken);
    if (!verdict.ok) return json(res, verdict.status, { ok: false, error: verdict.reason });
  }
  const [request, requestBody] = await toRequest(req, host);
  const response = await getResponse(handlers, request);
  if (!response) return json(res, 404, { code: 10020, msg: 'resource does not exist' });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => (headers[key] = value));
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
  const call = { method: request.method, url: req.url ?? '/', status: response.status, requestBody };
  const types = {
    contentType: req.headers['content-type'] ?? '',
    responseType: headers['content-type'] ?? '',
  };
  try {
    onApiCall?.({ ...call, ...types, responseBody: body });
  } catch (error) {
    console.error('[cloud] the API call tap failed:', error); // the answer is already out
  }
}

/** Starts the cloud on `port` (0 = any free port); resolves once it listens. */
export async function startCloud(options: StartCloudOptions = {}): Promise<CloudServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const store =
    options.store ??
    new CloudStore({
      ...options,
      tokenStore:
        options.tokenStore ?? (options.stateDir ? createTokenFile(options.stateDir, log) : undefined),
    });
  const controlToken = options.controlToken ?? localSimToken(process.env);
  const handlers = createHandlers(store);
  const server = createServer((req, res) => {
    answer(handlers, req, res, host, controlToken, options.onApiCall).catch((error: unknown) => {
      if (error instanceof HttpRefusal) {
        // The rest of an oversized body is not read: the connection closes after the answer.
        if (!res.headersSent) return json(res, error.status, { code: error.code, msg: error.message });
        return void res.end();
      }
      console.error('[cloud] handler failed:', error);
      if (!res.headersSent) return json(res, 500, { code: 999, msg: 'server unknown error' });
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = portOf(server);
  return {
    url: `http://${host}:${port}`,
    port,
    store,
    verifyToken: (mobile, token) => verifyToken(store, mobile, token),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

// `node --import tsx simulator/cloud/node.ts`: the cloud alone, on GH_CLOUD_PORT (default 8787).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.GH_CLOUD_PORT ?? 8787);
  const cloud = await startCloud({ port, host: process.env.GH_CLOUD_HOST ?? '127.0.0.1' });
  console.log(`[cloud] listening on ${cloud.url} (demo login ${DEMO_MOBILE})`);
  const stop = () => void cloud.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
