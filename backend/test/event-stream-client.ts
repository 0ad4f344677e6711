import http from 'node:http';

export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * A server-sent events client that behaves as the browser's EventSource does: it reconnects `retry` ms after the
 * stream ends or the connection is refused, and counts its connections. Events are kept in arrival order.
 */
export class EventStreamClient {
  readonly events: StreamEvent[] = [];
  /** Streams answered 200 so far (2 after one reconnect). */
  opened = 0;
  /** The last stream's response headers. */
  headers: http.IncomingHttpHeaders = {};
  private retryMs = 1000;
  private request?: http.ClientRequest;
  private closed = false;

  constructor(private readonly url: string) {
    this.connect();
  }

  close(): void {
    this.closed = true;
    this.request?.destroy();
  }

  private connect(): void {
    if (this.closed) return;
    let buffer = '';
    this.request = http.get(this.url, { headers: { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip' } }, (response) => {
      if (response.statusCode !== 200) {
        this.events.push({ event: 'refused', data: String(response.statusCode) });
        return;
      }
      this.opened += 1;
      this.headers = response.headers;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      response.on('end', () => this.again());
    });
    this.request.on('error', () => this.again());
  }

  private again(): void {
    if (!this.closed) setTimeout(() => this.connect(), this.retryMs);
  }

  private parse(block: string): void {
    const fields = new Map<string, string>();
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const at = line.indexOf(':');
      fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
    }
    if (fields.has('retry')) this.retryMs = Number(fields.get('retry'));
    if (fields.has('data')) this.events.push({ event: fields.get('event') ?? 'message', data: fields.get('data') ?? '' });
  }
}
