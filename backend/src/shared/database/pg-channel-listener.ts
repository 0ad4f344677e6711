import { Logger } from '@nestjs/common';
import { Client } from 'pg';

const RECONNECT_MS = 1000;

export interface ChannelHandlers {
  /** A transaction that notified the channel committed (with the payload it gave, '' when none). */
  onNotify: (payload: string) => void;
  /** Listening (again): whatever was notified while nobody listened was missed. */
  onListening?: () => void;
}

/**
 * LISTENs on one Postgres channel on its own connection, outside the pool; after a loss it reconnects every
 * second. `listening` says whether notifications are arriving now, so a caller can fall back while they are not.
 */
export class PgChannelListener {
  private readonly logger = new Logger(PgChannelListener.name);
  private client?: Client;
  private reconnect?: NodeJS.Timeout;
  private started?: Promise<void>;
  private closed = false;
  private connected = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
  ) {}

  get listening(): boolean {
    return this.connected;
  }

  /** Starts listening (later calls return the same promise): settles once listening, or once the first try failed. */
  start(): Promise<void> {
    this.started ??= this.listen();
    return this.started;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.connected = false;
    clearTimeout(this.reconnect);
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    this.client = client;
    client.on('notification', (message) => this.handlers.onNotify(message.payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.connected = true;
      this.handlers.onListening?.();
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: Client, error?: Error): void {
    if (this.closed || client !== this.client) return;
    this.client = undefined;
    this.connected = false;
    client.end().catch(() => undefined);
    this.logger.warn(`Listener on channel ${this.channel} lost (${error?.message ?? 'connection ended'}); reconnecting`);
    this.reconnect = setTimeout(() => void this.listen(), RECONNECT_MS);
  }
}
