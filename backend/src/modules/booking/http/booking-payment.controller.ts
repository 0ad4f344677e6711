import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { BookingCheckoutService } from '../application/booking-checkout.service';
import { BookingHoldsService } from '../application/booking-holds.service';
import { ManageLinks } from '../application/manage-links';
import type { Booking } from '../domain/booking';
import {
  BookingPaymentIntentDto,
  BookingSummaryDto,
  ConfirmBookingPaymentDto,
  CreateBookingPaymentIntentDto,
  ReleaseBookingHoldDto,
} from './booking-checkout.dto';
import { toSummary } from './booking-views';
import { rememberHold, toPaymentStarted } from './booking-session';
import { HoldRateLimitGuard } from './hold-rate-limit.guard';

@ApiTags('booking')
@Controller()
export class BookingPaymentController {
  constructor(
    private readonly checkout: BookingCheckoutService,
    private readonly holds: BookingHoldsService,
    private readonly links: ManageLinks,
  ) {}

  /**
   * The booking as this browser sees it: with its manage token once confirmed, if this browser placed the hold
   * (its session remembers it) or holds the payment's client secret (which only the paying browser was given).
   */
  private async summaryFor(request: Request, booking: Booking, clientSecret: string | null = null): Promise<BookingSummaryDto> {
    const own =
      booking.status === 'confirmed' &&
      ((request.session.heldBookingIds ?? []).includes(booking.id) ||
        (clientSecret !== null && (await this.holds.isHolder(booking, clientSecret))));
    return toSummary(booking, own ? this.links.tokenFor(booking) : null);
  }

  /** Holds the slot for 15 minutes and sets up the payment for the server's price. */
  @Post('create-booking-payment-intent')
  @HttpCode(200)
  @ApiOkResponse({ type: BookingPaymentIntentDto })
  @ApiConflictResponse({
    description: "BOOKING.SLOT_TAKEN: 'That time slot has just been taken'; VOUCHER.USED: the gift voucher is used",
  })
  @ApiTooManyRequestsResponse({ description: 'BOOKING.TOO_MANY_ATTEMPTS: more than BOOKING_HOLDS_PER_IP holds in 15 minutes' })
  @UseGuards(HoldRateLimitGuard)
  async createIntent(@Body() body: CreateBookingPaymentIntentDto, @Req() request: Request): Promise<BookingPaymentIntentDto> {
    const started = await this.checkout.startBookingPayment({
      sessionType: body.sessionType,
      optionId: body.optionId ?? null,
      durationMinutes: body.durationMinutes ?? null,
      date: body.date,
      timeSlot: body.timeSlot,
      name: body.name,
      email: body.email,
      phone: body.phone,
      experienceLevel: body.experienceLevel,
      notes: body.notes ?? null,
      voucherCode: body.voucherCode ?? null,
      partySize: body.partySize ?? 1,
      whoIsFlying: body.whoIsFlying ?? null,
      participantName: body.participantName ?? null,
      ageRulesConfirmed: body.ageRulesConfirmed ?? null,
      emailOptIn: body.emailOptIn === true,
    });
    rememberHold(request, started.booking.id);
    return toPaymentStarted(started, await this.summaryFor(request, started.booking));
  }

  /** Confirms the booking once the provider says the payment succeeded (idempotent). */
  @Post('confirm-booking-payment')
  @HttpCode(200)
  @ApiOkResponse({ type: BookingSummaryDto })
  @ApiConflictResponse({
    description:
      'BOOKING.SLOT_LOST (paid after the hold expired and the slot was taken: refunded) or BOOKING.PAYMENT_NOT_COMPLETED',
  })
  async confirm(@Body() body: ConfirmBookingPaymentDto, @Req() request: Request): Promise<BookingSummaryDto> {
    return this.summaryFor(request, await this.checkout.confirmBookingPayment(body.paymentIntentId), body.clientSecret ?? null);
  }

  /** The customer closed the payment dialog: the held slot is released (not while a payment is succeeding). */
  @Post('booking-holds/:id/release')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Released, or nothing to release' })
  @ApiForbiddenResponse({ description: "BOOKING.HOLD_SECRET_MISMATCH: not the client secret of the hold's payment" })
  async release(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ReleaseBookingHoldDto): Promise<void> {
    await this.holds.abandonHold(id, body.clientSecret);
  }
}
