import { Body, Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { referenceOf } from '../../../shared/reference';
import { CourseBookingService } from '../application/course-booking.service';
import { CourseCancellationService } from '../application/course-cancellation.service';
import { type ManagedCourse, CourseManageService } from '../application/course-manage.service';
import {
  CourseBookingDto,
  CoursePreferredDateDto,
  CreateFearOfFlyingBookingDto,
  FearOfFlyingPaymentIntentRequestDto,
  ManagedCourseDto,
  PaymentIntentDto,
} from './course-booking.dto';
import { toCourseBooking } from './booking-views';
import { HoldRateLimitGuard } from './hold-rate-limit.guard';

@ApiTags('fear-of-flying')
@Controller()
export class FearOfFlyingController {
  constructor(private readonly courses: CourseBookingService) {}

  /** Sets up the course payment: its catalogue price less what a gift voucher pays. */
  @Post('create-fear-of-flying-payment-intent')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentIntentDto })
  @UseGuards(HoldRateLimitGuard)
  createIntent(@Body() body: FearOfFlyingPaymentIntentRequestDto): Promise<PaymentIntentDto> {
    return this.courses.startCoursePayment(body);
  }

  /** Records the course booking against a succeeded course payment not used before, or a gift voucher that pays it all. */
  @Post('fear-of-flying-bookings')
  @ApiCreatedResponse({ type: CourseBookingDto })
  async book(@Body() body: CreateFearOfFlyingBookingDto): Promise<CourseBookingDto> {
    const course = await this.courses.recordCourseBooking({
      name: body.name,
      email: body.email,
      phone: body.phone,
      preferredDate: body.preferredDate ?? null,
      notes: body.notes ?? null,
      paymentIntentId: body.paymentIntentId ?? null,
      voucherCode: body.voucherCode ?? null,
    });
    return toCourseBooking(course);
  }
}

const toManagedCourse = ({ course, cancellation, canChangePreferredDate }: ManagedCourse): ManagedCourseDto => ({
  reference: referenceOf(course.id),
  name: course.name,
  status: course.status,
  preferredDate: course.preferredDate,
  courseDate: course.courseDate,
  startTime: course.startTime,
  amountPence: course.amountPence,
  voucherPence: course.voucherPence,
  refundTier: cancellation.tier,
  refundPence: course.status === 'cancelled' ? (course.refundPence ?? 0) : cancellation.refundPence,
  canChangePreferredDate,
});

/** Manage my course without signing in: the signed link from the course's e-mails (/manage-course/{token}). */
@ApiTags('fear-of-flying')
@Controller('manage-course/:token')
export class ManageCourseController {
  constructor(
    private readonly manage: CourseManageService,
    private readonly cancellation: CourseCancellationService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ManagedCourseDto })
  @ApiUnauthorizedResponse({ description: 'BOOKING.MANAGE_LINK_INVALID or BOOKING.MANAGE_LINK_EXPIRED' })
  async view(@Param('token') token: string): Promise<ManagedCourseDto> {
    return toManagedCourse(this.manage.view(await this.manage.courseForLink(token)));
  }

  /** Cancels the course: by the Terms once it has a date, in full before; the refund goes back to the card. */
  @Post('cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: ManagedCourseDto })
  async cancel(@Param('token') token: string): Promise<ManagedCourseDto> {
    const course = await this.manage.courseForLink(token);
    const { course: cancelled } = await this.cancellation.cancel(course.id, 'customer');
    return toManagedCourse(this.manage.view(cancelled));
  }

  /** Changes the preferred date while staff have not yet given the course its date. */
  @Post('preferred-date')
  @HttpCode(200)
  @ApiOkResponse({ type: ManagedCourseDto })
  @ApiConflictResponse({ description: 'COURSE.ALREADY_DATED or COURSE.NOT_BOOKED' })
  async preferredDate(@Param('token') token: string, @Body() body: CoursePreferredDateDto): Promise<ManagedCourseDto> {
    const course = await this.manage.courseForLink(token);
    return toManagedCourse(this.manage.view(await this.manage.changePreferredDate(course.id, body.preferredDate ?? null)));
  }
}
