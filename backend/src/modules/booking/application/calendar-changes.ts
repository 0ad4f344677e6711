import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { PgChannelListener } from '../../../shared/database/pg-channel-listener';
import { isLocalDate } from '../domain/calendar';

/** The London days whose availability may have changed, or 'all' (the catalogue changed, or changes may have been missed). */
export type ChangedDays = readonly string[] | 'all';

export type CalendarChangeListener = (days: ChangedDays) => void;

/**
 * This process's one LISTEN on channel `calendar`: a committed change to the calendar's tables, by any process (this
 * API, another replica, the worker, psql), names the day it changed ('YYYY-MM-DD') or '*' (the calendar-notify-days
 * migration). Listeners are called in turn, synchronously: the availability kept in memory is dropped before a watching
 * page can ask again. Listening (again) after a loss reports 'all', as whatever changed meanwhile was missed.
 */
@Injectable()
export class CalendarChanges implements OnApplicationShutdown {
  private readonly listener: PgChannelListener;
  private readonly listeners = new Set<CalendarChangeListener>();

  constructor(config: AppConfig) {
    this.listener = new PgChannelListener(config.DATABASE_URL, 'calendar', {
      onNotify: (payload) => this.tell(isLocalDate(payload) ? [payload] : 'all'),
      onListening: () => this.tell('all'),
    });
  }

  /** Whether changes are arriving now (while not, nothing may be kept on the strength of them). */
  get listening(): boolean {
    return this.listener.listening;
  }

  /** Starts listening, once: settles when listening, or when the first try failed (it keeps trying). */
  start(): Promise<void> {
    return this.listener.start();
  }

  /** Calls `listener` with every change from now on; returns what stops it. */
  subscribe(listener: CalendarChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener.close();
  }

  private tell(days: ChangedDays): void {
    for (const listener of this.listeners) listener(days);
  }
}
