import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { WorkerHealth } from './worker-health';
import { workerMetrics } from './worker-metrics';

export interface WorkerHttpOptions {
  /** WORKER_HTTP_PORT; 0 picks a free port (tests). */
  port: number;
  dataSource: DataSource;
  redisUrl: string;
  queues: Queue[];
}

/** The worker's HTTP server, listening; `close` stops it and its Redis check connection. */
export interface WorkerHttp {
  port: number;
  close(): Promise<void>;
}

/**
 * The worker's probes and scrape target, on a port of its own (it serves nothing else): GET /health answers 200
 * when its Postgres and Redis answer and 503 naming what is down otherwise; GET /metrics the Prometheus text.
 * Plain node:http: two fixed routes need no framework. Like the API's metrics, they are for the private network.
 */
export async function startWorkerHttp(options: WorkerHttpOptions): Promise<WorkerHttp> {
  const health = new WorkerHealth(options.dataSource, options.redisUrl);
  const metrics = workerMetrics(options.queues);
  const routes: Record<string, (response: ServerResponse) => Promise<void>> = {
    '/health': async (response) => {
      const { healthy, ...checks } = await health.check();
      send(
        response,
        healthy ? 200 : 503,
        'application/json; charset=utf-8',
        JSON.stringify({ status: healthy ? 'ok' : 'error', ...checks }),
      );
    },
    '/metrics': async (response) => send(response, 200, metrics.contentType, await metrics.metrics()),
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const route: ((response: ServerResponse) => Promise<void>) | undefined =
      routes[new URL(request.url ?? '/', 'http://worker').pathname];
    if (!route) return send(response, 404, 'text/plain; charset=utf-8', 'Not Found\n');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, 'text/plain; charset=utf-8', 'Method Not Allowed\n');
    route(response).catch(() => send(response, 503, 'text/plain; charset=utf-8', 'Unavailable\n'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      health.close();
      await closeServer(server);
    },
  };
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body);
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
