import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { EventStreams } from '../../../shared/http/event-streams';
import { CalendarChanges } from '../application/calendar-changes';
import { InvalidBookingDateError } from '../domain/booking.errors';
import { isLocalDate } from '../domain/calendar';
import { DayWatchers } from './day-watchers';

/** Up to 31 days: a month's calendar at most. */
const MAX_DAYS = 31;

export class AvailabilityStreamQueryDto {
  @ApiProperty({ example: '2026-12-01,2026-12-02', description: `The London days watched, 'YYYY-MM-DD' separated by commas (up to ${MAX_DAYS})` })
  @IsString()
  @MaxLength(MAX_DAYS * 11 - 1)
  @Matches(/^\d{4}-\d{2}-\d{2}(,\d{4}-\d{2}-\d{2})*$/, { message: "days must be dates 'YYYY-MM-DD' separated by commas" })
  days: string;
}

@ApiTags('booking')
@Controller()
export class AvailabilityStreamController {
  constructor(
    private readonly changes: CalendarChanges,
    private readonly streams: EventStreams,
    private readonly watchers: DayWatchers,
  ) {}

  /**
   * Server-sent events for the days a page shows: `change` with `{"days":["YYYY-MM-DD"]}` (or `{"days":"all"}`) the
   * moment any API process or the worker commits a change to them; the page then asks GET /api/availability again.
   * A comment every 25 s keeps it open; after a restart the browser reconnects within a second and should ask again.
   */
  @Get('availability/stream')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'text/event-stream: `event: change` / `data: {"days":[...]}`' })
  async stream(@Query() query: AvailabilityStreamQueryDto, @Req() request: Request, @Res() response: Response): Promise<void> {
    const days = [...new Set(query.days.split(','))];
    if (!days.every(isLocalDate)) throw new InvalidBookingDateError();
    await this.changes.start();
    let unwatch = () => {};
    const stream = this.streams.start(request, response, () => unwatch());
    unwatch = this.watchers.watch(days, stream);
  }
}
