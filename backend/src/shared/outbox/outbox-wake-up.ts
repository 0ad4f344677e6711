import { Logger } from '@nestjs/common';
import { Client } from 'pg';

const RECONNECT_MS = 1000;

/**
 * Calls `onWake` whenever a transaction that wrote outbox rows commits (LISTEN on the `outbox` channel,
 * which a trigger notifies). Its own connection, outside the pool; reconnects after a loss, while the
 * relay's poll covers the gap.
 */
export class OutboxWakeUp {
  private readonly logger = new Logger(OutboxWakeUp.name);
  private client?: Client;
  private reconnect?: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly onWake: () => void,
  ) {}

  async listen(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    this.client = client;
    client.on('notification', () => this.onWake());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query('LISTEN outbox');
      if (this.closed) await client.end();
      else this.onWake(); // rows written while nobody listened
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    await this.client?.end().catch(() => undefined);
  }

  private lost(client: Client, error?: Error): void {
    if (this.closed || client !== this.client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.logger.warn(`Outbox listener lost (${error?.message ?? 'connection ended'}); polling until it is back`);
    this.reconnect = setTimeout(() => void this.listen(), RECONNECT_MS);
  }
}
