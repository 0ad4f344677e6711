import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CourseBookingDto, CourseCancellationDto, CourseDateDto } from './course-booking.dto';
import { toCourseBooking } from './booking-views';
import { CourseBookingService } from '../application/course-booking.service';
import { CourseCancellationService } from '../application/course-cancellation.service';
import { CourseScheduleService } from '../application/course-schedule.service';
import { StaffOnly } from '../../account/account.public';
import { changedFields, StaffChanges } from '../../audit/audit.public';

/** The paid Fear of Flying course bookings: their list, the date staff give them, their cancellation. */
@ApiTags('fear-of-flying')
@StaffOnly()
@Controller()
export class FearOfFlyingAdminController {
  constructor(
    private readonly courses: CourseBookingService,
    private readonly schedule: CourseScheduleService,
    private readonly cancellation: CourseCancellationService,
    private readonly changes: StaffChanges,
  ) {}

  /** Staff: paid course bookings, newest first. */
  @Get('fear-of-flying-bookings')
  // The operation keeps the id it had beside the course's public routes, so the frontend's contract is unchanged.
  @ApiOperation({ operationId: 'FearOfFlyingController_list' })
  @ApiOkResponse({ type: CourseBookingDto, isArray: true })
  async list(): Promise<CourseBookingDto[]> {
    return (await this.courses.listForStaff()).map(toCourseBooking);
  }

  /** Gives a booked course its date and start time, or moves it: it keeps the simulator 4 hours; the customer gets an .ics. */
  @Post('fear-of-flying-bookings/:id/date')
  @HttpCode(200)
  @ApiOkResponse({ type: CourseBookingDto })
  @ApiConflictResponse({ description: 'COURSE.TIME_TAKEN, COURSE.TIME_CLOSED, COURSE.NOT_BOOKED or COURSE.STARTED' })
  async setDate(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: CourseDateDto): Promise<CourseBookingDto> {
    const before = (await this.courses.listForStaff()).map(toCourseBooking).find((course) => course.id === id) ?? null;
    return this.changes.record(
      async () => toCourseBooking(await this.schedule.schedule(id, body)),
      (after) => ({ kind: 'course.dated', subject: after.reference, summary: `Dated course ${after.reference}: ${body.date} at ${body.startTime}`, ...changedFields(before, after) }),
    );
  }

  /** Cancels a booked course, refunding what the Terms give back (in full before it has a date). */
  @Post('fear-of-flying-bookings/:id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: CourseCancellationDto })
  @ApiConflictResponse({ description: 'COURSE.NOT_BOOKED' })
  async cancel(@Param('id', new ParseUUIDPipe()) id: string): Promise<CourseCancellationDto> {
    const { course, refund, refundStatus } = await this.cancellation.cancel(id, 'staff');
    return {
      course: toCourseBooking(course),
      refundTier: refund.tier,
      refundPence: refund.refundPence,
      refundStatus,
      voucherReturned: refund.voucherReturned,
    };
  }
}
