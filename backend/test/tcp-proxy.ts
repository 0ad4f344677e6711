import net, { AddressInfo, Socket } from 'node:net';

const DEFAULT_PORTS: Record<string, number> = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379 };

/** A TCP proxy in front of a real service (Redis, Postgres) that a test can cut and restore, to stage an outage. */
export class TcpProxy {
  private server?: net.Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** A proxy in front of the service a URL names (DATABASE_URL, REDIS_URL). */
  static inFrontOf(url: string): TcpProxy {
    const { hostname, port, protocol } = new URL(url);
    return new TcpProxy({ host: hostname, port: Number(port || DEFAULT_PORTS[protocol]) });
  }

  /** `url` pointed at this proxy (once it is up) instead of at the service. */
  via(url: string): string {
    const through = new URL(url);
    through.host = `127.0.0.1:${this.port}`;
    return through.toString();
  }

  async up(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}
