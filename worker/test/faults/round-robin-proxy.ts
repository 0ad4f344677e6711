import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A load balancer in front of several API replicas: each request goes to the next one in turn, as nginx's default does. */
export class RoundRobinProxy {
  /** Requests forwarded to each upstream port. */
  readonly forwarded = new Map<number, number>();
  private next = 0;
  private readonly server = http.createServer((incoming, outgoing) => {
    const port = this.upstreams[this.next++ % this.upstreams.length];
    this.forwarded.set(port, (this.forwarded.get(port) ?? 0) + 1);
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });

  constructor(private readonly upstreams: number[]) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
