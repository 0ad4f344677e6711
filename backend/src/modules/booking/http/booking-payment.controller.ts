import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { BookingService } from '../application/booking.service';
import {
  BookingPaymentIntentDto,
  BookingSummaryDto,
  ConfirmBookingPaymentDto,
  CreateBookingPaymentIntentDto,
} from './booking.dto';
import { toSummary } from './booking-views';
import { HoldRateLimitGuard } from './hold-rate-limit.guard';

@ApiTags('booking')
@Controller()
export class BookingPaymentController {
  constructor(private readonly bookings: BookingService) {}

  /** Holds the slot for 15 minutes and sets up the payment for the server's price. */
  @Post('create-booking-payment-intent')
  @HttpCode(200)
  @ApiOkResponse({ type: BookingPaymentIntentDto })
  @ApiConflictResponse({ description: "BOOKING.SLOT_TAKEN: 'That time slot has just been taken'; VOUCHER.USED: the gift voucher is used" })
  @ApiTooManyRequestsResponse({ description: 'BOOKING.TOO_MANY_ATTEMPTS: more than BOOKING_HOLDS_PER_IP holds in 15 minutes' })
  @UseGuards(HoldRateLimitGuard)
  async createIntent(@Body() body: CreateBookingPaymentIntentDto): Promise<BookingPaymentIntentDto> {
    const started = await this.bookings.startBookingPayment({
      sessionType: body.sessionType,
      durationMinutes: body.durationMinutes ?? null,
      date: body.date,
      timeSlot: body.timeSlot,
      name: body.name,
      email: body.email,
      phone: body.phone,
      experienceLevel: body.experienceLevel,
      notes: body.notes ?? null,
      voucherCode: body.voucherCode ?? null,
    });
    return {
      clientSecret: started.clientSecret,
      paymentIntentId: started.paymentIntentId,
      bookingId: started.booking.id,
      totalPrice: started.booking.totalPrice,
      voucherPence: started.booking.voucherPence,
      holdExpiresAt: (started.booking.holdExpiresAt as Date).toISOString(),
      booking: toSummary(started.booking),
    };
  }

  /** Confirms the booking once the provider says the payment succeeded (idempotent). */
  @Post('confirm-booking-payment')
  @HttpCode(200)
  @ApiOkResponse({ type: BookingSummaryDto })
  @ApiConflictResponse({ description: 'BOOKING.SLOT_LOST (paid after the hold expired and the slot was taken: refunded) or BOOKING.PAYMENT_NOT_COMPLETED' })
  async confirm(@Body() body: ConfirmBookingPaymentDto): Promise<BookingSummaryDto> {
    return toSummary(await this.bookings.confirmBookingPayment(body.paymentIntentId));
  }

  /** The customer closed the payment dialog: the held slot is released (not while a payment is succeeding). */
  @Post('booking-holds/:id/release')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Released, or nothing to release' })
  async release(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.bookings.abandonHold(id);
  }
}
