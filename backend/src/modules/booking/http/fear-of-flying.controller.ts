import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CourseBookingService } from '../application/course-booking.service';
import {
  CourseBookingDto,
  CreateFearOfFlyingBookingDto,
  FearOfFlyingPaymentIntentRequestDto,
  PaymentIntentDto,
} from '../application/course-booking.dto';
import { toCourseBooking } from '../application/booking-views';
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
