/**
 * The broker's listeners: MQTT over TCP, and MQTT over WebSocket at exactly `/mqtt/` (the seed's
 * path) on an HTTP server that also answers GET /stats. Every socket is tracked so close() leaves
 * nothing behind, even connections that never sent CONNECT.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import type { Aedes } from 'aedes';
import { WebSocketServer, createWebSocketStream } from 'ws';
import { statsAccess } from './stats-access.ts';
import { batchWritesPerTurn } from './write-batching.ts';

export type TransportOptions = {
  host: string;
  wsPort: number;
  tcpPort: number;
  /** JSON served at GET /stats, full or counts only (stats-access.ts); undefined = no endpoint. */
  stats?: (access: 'full' | 'counts') => unknown;
  statsToken?: string;
};

export type Transports = { wsPort: number; tcpPort: number; close: () => Promise<void> };

export const wsPath = '/mqtt/';

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address && typeof address === 'object') resolve(address.port);
      else reject(new Error(`listening on ${String(address)}, not on a TCP port`));
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function track(sockets: Set<Socket>, socket: Socket): void {
  // Nagle off: with it, p99 latency at low rates rose from ~1 ms to ~45 ms (docs/design/stack-notes.md).
  socket.setNoDelay(true);
  sockets.add(socket);
  socket.once('close', () => sockets.delete(socket));
}

function answerHttp(options: TransportOptions, req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'GET' && path === '/stats' && options.stats) {
    const access = statsAccess(req, options.statsToken);
    if (access === 'denied') {
      res.writeHead(403, { 'content-type': 'text/plain' });
      res.end('GET /stats: from this machine only, or with the stats token\n');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(options.stats(access), null, 2));
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end(`MQTT over WebSocket is served at ${wsPath}\n`);
}

const socketHighWaterMark = 1024 * 1024;

export async function listenAll(broker: Aedes, options: TransportOptions): Promise<Transports> {
  const sockets = new Set<Socket>();
  // 1 MiB of writes a socket buffers before it reports back-pressure (Node's default is 16 KiB): a
  // subscriber that pauses for a moment takes its messages from its own buffer, while aedes, at 16
  // KiB, held a delivery slot waiting for its 'drain' and slowed every other client's deliveries.
  const tcp = createTcpServer({ highWaterMark: socketHighWaterMark }, (socket) => {
    track(sockets, socket);
    batchWritesPerTurn(socket);
    broker.handle(socket);
  });
  const http = createHttpServer((req, res) => answerHttp(options, req, res));
  http.on('connection', (socket: Socket) => track(sockets, socket));
  const wss = new WebSocketServer({ server: http, path: wsPath });
  wss.on('connection', (ws, req) => {
    const stream = createWebSocketStream(ws);
    // A socket torn down mid-frame errors the stream; aedes sees the close, nothing to report here.
    stream.on('error', () => undefined);
    broker.handle(stream, req);
  });

  const tcpPort = await listen(tcp, options.tcpPort, options.host);
  const wsPort = await listen(http, options.wsPort, options.host).catch(async (error: unknown) => {
    await closeServer(tcp);
    throw error;
  });

  return {
    tcpPort,
    wsPort,
    async close() {
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      http.closeAllConnections();
      await Promise.all([closeServer(tcp), closeServer(http)]);
    },
  };
}
