import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type WeekCell, WeekCalendarService } from '../application/week-calendar.service';
import { StaffOnly } from '../../account/account.public';
import { WeekCalendarDto, WeekCalendarQueryDto, WeekCellDto } from './week-calendar-admin.dto';

const EMPTY = { reason: null, heldUntil: null, bookingId: null, courseId: null, reference: null, name: null, sessionName: null, startTime: null, continued: false };

/** A cell with every field the wire shape has, null where its state says nothing. */
const toCell = (cell: WeekCell): WeekCellDto => ({
  ...EMPTY,
  ...cell,
  heldUntil: cell.state === 'held' ? cell.heldUntil.toISOString() : null,
});

/** The BOOKINGS tab's week calendar: every slot of a London week, free, held, booked, a course or closed, in one read. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin')
export class WeekCalendarAdminController {
  constructor(private readonly calendar: WeekCalendarService) {}

  @Get('week-calendar')
  @ApiOkResponse({ type: WeekCalendarDto })
  @ApiBadRequestResponse({ description: 'BOOKING.INVALID_DATE_RANGE: not a calendar date' })
  async week(@Query() query: WeekCalendarQueryDto): Promise<WeekCalendarDto> {
    const { weekStart, days } = await this.calendar.week(query.date);
    return { weekStart, days: days.map((day) => ({ date: day.date, cells: day.cells.map(toCell) })) };
  }
}
