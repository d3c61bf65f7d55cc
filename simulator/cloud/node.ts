// The simulated cloud as a real HTTP server: the MSW handlers behind a small node:http adapter.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getResponse, type RequestHandler } from 'msw';
import { DEMO_MOBILE } from './accounts.ts';
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

export type StartCloudOptions = { port?: number; host?: string; store?: CloudStore } & CloudStoreOptions;

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS',
  'access-control-allow-headers': 'content-type,authorization',
};

async function toRequest(req: IncomingMessage, fallbackHost: string): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`);
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: Buffer.concat(chunks) });
}

async function answer(handlers: RequestHandler[], req: IncomingMessage, res: ServerResponse, host: string) {
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  const response = await getResponse(handlers, await toRequest(req, host));
  if (!response) {
    res.writeHead(404, { 'content-type': 'application/json', ...cors });
    return void res.end(JSON.stringify({ code: 10020, msg: 'resource does not exist' }));
  }
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, key) => (headers[key] = value));
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Starts the cloud on `port` (0 = any free port); resolves once it listens. */
export async function startCloud(options: StartCloudOptions = {}): Promise<CloudServer> {
  const host = options.host ?? '127.0.0.1';
  const store = options.store ?? new CloudStore(options);
  const handlers = createHandlers(store);
  const server = createServer((req, res) => {
    answer(handlers, req, res, host).catch((error: unknown) => {
      console.error('[cloud] handler failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify({ code: 999, msg: 'server unknown error' }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
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
