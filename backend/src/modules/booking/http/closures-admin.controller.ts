import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { SignedInStaff, type StaffMember, StaffOnly } from '../../account/account.public';
import { ClosureService, type SlotClosure } from '../application/closure.service';
import { ClosedByDefaultService, type DayClosedByDefault } from '../application/closed-by-default.service';
import { ClosureConflictDto, ClosureDto, CreateClosureDto, DayClosedByDefaultDto } from './closure-admin.dto';
import { StaffChanges } from '../../audit/audit.public';

const toClosureDto = (closure: SlotClosure): ClosureDto => ({
  id: closure.id,
  date: closure.date,
  timeSlot: closure.timeSlot,
  reason: closure.reason,
  createdAt: closure.createdAt.toISOString(),
});

const toDayDto = (day: DayClosedByDefault): DayClosedByDefaultDto => ({
  date: day.date,
  opened: day.openedAt !== null,
  openedAt: day.openedAt?.toISOString() ?? null,
});

/** Staff close a day or some slots (the admin CLOSURES tab) and reopen them. */
@ApiTags('booking-admin')
@StaffOnly()
@Controller('admin/closures')
export class ClosuresAdminController {
  constructor(
    private readonly closures: ClosureService,
    private readonly closedByDefault: ClosedByDefaultService,
    private readonly changes: StaffChanges,
  ) {}

  /** The next Christmas Day and 26 December: closed unless staff opened them. */
  @Get('by-default')
  @ApiOkResponse({ type: DayClosedByDefaultDto, isArray: true })
  async daysClosedByDefault(): Promise<DayClosedByDefaultDto[]> {
    return (await this.closedByDefault.upcoming()).map(toDayDto);
  }

  /** Opens Christmas Day or 26 December for bookings. */
  @Put('by-default/:date/open')
  @ApiOkResponse({ type: DayClosedByDefaultDto })
  @ApiBadRequestResponse({ description: 'BOOKING.NOT_CLOSED_BY_DEFAULT, BOOKING.CLOSURE_IN_PAST or BOOKING.INVALID_DATE' })
  async openDay(@Param('date') date: string, @SignedInStaff() staff: StaffMember): Promise<DayClosedByDefaultDto> {
    const day = await this.changes.record(
      () => this.closedByDefault.open(date, staff.id),
      () => ({
        kind: 'closure.day-opened',
        subject: date,
        summary: `Opened ${date} for bookings`,
        before: { closed: true },
        after: { closed: false },
      }),
    );
    return toDayDto(day);
  }

  /** Closes an opened Christmas Day or 26 December again; refused while bookings keep time that day. */
  @Delete('by-default/:date/open')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiConflictResponse({ type: ClosureConflictDto, description: 'BOOKING.CLOSURE_HAS_BOOKINGS (with the bookings)' })
  async closeDayAgain(@Param('date') date: string): Promise<void> {
    await this.changes.record(
      () => this.closedByDefault.closeAgain(date),
      () => ({
        kind: 'closure.day-closed-again',
        subject: date,
        summary: `Closed ${date} again`,
        before: { closed: false },
        after: { closed: true },
      }),
    );
  }

  /** Closures from today on, by date then slot. */
  @Get()
  @ApiOkResponse({ type: ClosureDto, isArray: true })
  async upcoming(): Promise<ClosureDto[]> {
    return (await this.closures.upcoming()).map(toClosureDto);
  }

  /** Closes the whole day, or the given slots; refused while bookings keep that time. */
  @Post()
  @ApiCreatedResponse({ type: ClosureDto, isArray: true, description: 'One closure per slot, or one for the whole day' })
  @ApiConflictResponse({
    type: ClosureConflictDto,
    description: 'BOOKING.CLOSURE_HAS_BOOKINGS (with the bookings) or BOOKING.ALREADY_CLOSED',
  })
  async close(@Body() body: CreateClosureDto, @SignedInStaff() staff: StaffMember): Promise<ClosureDto[]> {
    const closed = await this.changes.record(
      () => this.closures.close(body, staff.id),
      (closures) => ({
        kind: 'closure.added',
        subject: body.date,
        summary: `Closed ${closures.some((closure) => closure.timeSlot === null) ? 'the whole day' : closures.map((closure) => closure.timeSlot).join(', ')} on ${body.date}`,
        after: { date: body.date, timeSlots: closures.map((closure) => closure.timeSlot), reason: closures[0]?.reason ?? null },
      }),
    );
    return closed.map(toClosureDto);
  }

  /** Reopens the closed time. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async reopen(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    const closure = (await this.closures.upcoming()).find((upcoming) => upcoming.id === id) ?? null;
    await this.changes.record(
      () => this.closures.reopen(id),
      () => ({
        kind: 'closure.removed',
        subject: closure?.date ?? id,
        summary: closure ? `Reopened ${closure.timeSlot ?? 'the whole day'} on ${closure.date}` : `Reopened closure ${id}`,
        before: closure && { date: closure.date, timeSlot: closure.timeSlot, reason: closure.reason },
      }),
    );
  }
}
