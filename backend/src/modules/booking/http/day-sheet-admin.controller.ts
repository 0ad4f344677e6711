import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { StaffOnly, AccountService } from '../../account/account.public';
import { exported, StaffChanges } from '../../audit/audit.public';
import { bookedByLabel, DaySheetService } from '../application/day-sheet.service';
import { BookingsCsvQueryDto, DaySheetDto, DaySheetQueryDto } from './day-sheet-admin.dto';
import { slotCalendarOf } from './booking-views';
import { CourseScheduleService } from '../application/course-schedule.service';
import { courseOnDaySheet } from '../application/course-views';

/** The instructor's day sheet and the bookings CSV. */
@ApiTags('admin')
@StaffOnly()
@ApiBadRequestResponse({ description: 'BOOKING.INVALID_DATE_RANGE or REQUEST.VALIDATION_FAILED' })
@Controller('admin')
export class DaySheetAdminController {
  constructor(
    private readonly sheets: DaySheetService,
    private readonly accounts: AccountService,
    private readonly courses: CourseScheduleService,
    private readonly changes: StaffChanges,
  ) {}

  /** The confirmed bookings of one day in slot order, with what the instructor needs to know and who booked each. */
  @Get('day-sheet')
  @ApiOkResponse({ type: DaySheetDto })
  async daySheet(@Query() query: DaySheetQueryDto): Promise<DaySheetDto> {
    const entries = await this.sheets.daySheet(query.date);
    const courses = (await this.courses.datedBetween(query.date, query.date)).map(courseOnDaySheet);
    const staffEmails = await this.accounts.emailsOf(entries.flatMap((entry) => (entry.bookedBy ? [entry.bookedBy] : [])));
    return {
      date: query.date,
      bookings: entries.map((entry) => ({
        id: entry.id,
        reference: entry.reference,
        timeSlot: entry.timeSlot,
        sessionName: entry.sessionName,
        bookedAs: slotCalendarOf(entry),
        durationMinutes: entry.durationMinutes,
        name: entry.name,
        email: entry.email,
        phone: entry.phone,
        experienceLevel: entry.experienceLevel,
        notes: entry.notes,
        partySize: entry.partySize,
        participantName: entry.participantName,
        ageRulesConfirmed: entry.ageRulesConfirmedAt !== null,
        payment: entry.payment,
        isTest: entry.isTest,
        cashOwedPence: entry.cashOwedPence,
        cashReceivedAt: entry.cashReceivedAt?.toISOString() ?? null,
        totalPrice: entry.totalPrice,
        voucherPence: entry.voucherPence,
        bookedBy: bookedByLabel(entry, staffEmails),
        discountPence: entry.discountPence,
        amountDuePence: entry.amountDuePence,
        priceReason: entry.priceReason,
        attendance: entry.attendance,
        attendanceAt: entry.attendanceAt?.toISOString() ?? null,
        reviewRequestedAt: entry.reviewRequestedAt?.toISOString() ?? null,
      })),
      courses,
    };
  }

  /** Confirmed bookings of a date range as CSV (cells starting = + - @ prefixed with an apostrophe). */
  @Get('bookings.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, one booking a line, header first', schema: { type: 'string' } })
  async bookingsCsv(@Query() query: BookingsCsvQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const file = `bookings-${query.from}-to-${query.to}.csv`;
    const csv = await this.changes.record(
      () => this.sheets.exportCsv(query.from, query.to),
      (text) => exported(file, Math.max(0, text.trimEnd().split('\n').length - 1)),
    );
    // Set only once the CSV exists, so an error still answers JSON.
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Disposition', `attachment; filename="${file}"`);
    return csv;
  }
}
