import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';

/** One open text/event-stream response. */
export interface EventStream {
  /** Sends one event (`data` is one line: JSON). */
  send(event: string, data: string): void;
}

/** A comment line every 25 s keeps proxies and the browser from taking an idle stream for a dead one. */
const HEARTBEAT_MS = 25_000;
/** How soon the browser reconnects after the stream ends (a restart, a deploy). */
const RETRY_MS = 1000;

/**
 * The server-sent event streams open on this process. A stream costs its socket and one entry here: one timer writes
 * every heartbeat, none runs per stream, and an idle stream does no session, database or context work. The response
 * is marked `no-transform` (compression leaves it alone, so nothing is buffered) and `X-Accel-Buffering: no` (nginx).
 * On shutdown every stream is ended, so the HTTP server can close; the browser reconnects to another replica or to
 * this one once it is back.
 */
@Injectable()
export class EventStreams implements BeforeApplicationShutdown {
  private readonly open = new Set<Response>();
  private heartbeat?: NodeJS.Timeout;

  /** How many streams are open now. */
  get size(): number {
    return this.open.size;
  }

  /** Answers the request with an event stream; `onClose` runs once when it ends, whoever ends it. */
  start(request: Request, response: Response, onClose: () => void): EventStream {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    response.write(`retry: ${RETRY_MS}\n\n`);
    this.open.add(response);
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
    request.socket.setNoDelay(true);
    response.on('close', () => {
      this.open.delete(response);
      if (this.open.size === 0) this.stopBeating();
      onClose();
    });
    return { send: (event, data) => response.write(`event: ${event}\ndata: ${data}\n\n`) };
  }

  /** Ends every stream (the browser will reconnect). */
  closeAll(): void {
    for (const response of this.open) response.end();
    this.open.clear();
    this.stopBeating();
  }

  beforeApplicationShutdown(): void {
    this.closeAll();
  }

  private beat(): void {
    for (const response of this.open) response.write(':\n\n');
  }

  private stopBeating(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
