import { Injectable } from '@nestjs/common';
import type { EventStream } from '../../../shared/http/event-streams';
import { CalendarChanges, ChangedDays } from '../application/calendar-changes';

/**
 * Which open availability streams watch which London day: a change to a day is sent only to the streams watching it,
 * a change to everything (the catalogue, a listener that was reconnected) to every stream.
 */
@Injectable()
export class DayWatchers {
  private readonly byDay = new Map<string, Set<EventStream>>();

  constructor(changes: CalendarChanges) {
    changes.subscribe((days) => this.tell(days));
  }

  /** Sends `stream` the changes to `days` from now on; returns what stops it. */
  watch(days: readonly string[], stream: EventStream): () => void {
    for (const day of days) {
      const watchers = this.byDay.get(day) ?? new Set<EventStream>();
      watchers.add(stream);
      this.byDay.set(day, watchers);
    }
    return () => {
      for (const day of days) {
        const watchers = this.byDay.get(day);
        watchers?.delete(stream);
        if (watchers?.size === 0) this.byDay.delete(day);
      }
    };
  }

  private tell(days: ChangedDays): void {
    if (days === 'all') {
      const everyone = new Set([...this.byDay.values()].flatMap((watchers) => [...watchers]));
      for (const stream of everyone) stream.send('change', JSON.stringify({ days: 'all' }));
      return;
    }
    for (const day of days) for (const stream of this.byDay.get(day) ?? []) stream.send('change', JSON.stringify({ days: [day] }));
  }
}
