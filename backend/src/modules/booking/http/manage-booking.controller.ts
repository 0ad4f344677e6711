import { Body, Controller, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NotSignedInError } from '../../account/account.public';
import { AppConfig } from '../../../shared/config/app-config';
import { BookingManagementService } from '../application/booking-management.service';
import { bookingInvite } from '../application/booking-mails';
import type { Booking } from '../domain/booking';
import { CustomerCancellationDto, ManagedBookingDto, RescheduleBookingDto } from './booking-management.dto';
import { toManagedBooking } from './booking-views';
import { mailBrandOf } from '../../../shared/mail/mail-brand';

const RESCHEDULE_ERRORS =
  "BOOKING.SLOT_TAKEN 'That time slot has just been taken', BOOKING.SLOT_CLOSED, BOOKING.TOO_LATE_TO_CHANGE (at or after changeDeadline), BOOKING.NOT_CONFIRMED";

/** Manage my booking without signing in: the signed link from the confirmation e-mail (/manage-booking/{token}). */
@ApiTags('manage-booking')
@Controller('manage-booking/:token')
export class ManageBookingController {
  constructor(
    private readonly management: BookingManagementService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ManagedBookingDto })
  @ApiUnauthorizedResponse({ description: 'BOOKING.MANAGE_LINK_INVALID (forged or altered) or BOOKING.MANAGE_LINK_EXPIRED' })
  async view(@Param('token') token: string): Promise<ManagedBookingDto> {
    return toManagedBooking(this.management.view(await this.management.bookingForLink(token)));
  }

  /** The session's calendar invite: the same .ics the confirmation e-mail attaches. */
  @Get('calendar.ics')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'An iCalendar file (RFC 5545) with the session' })
  async calendar(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const invite = bookingInvite(await this.management.bookingForLink(token), mailBrandOf(this.config), new Date());
    // Set once the link is good: an error keeps its JSON content type.
    res.type(invite.contentType).attachment(invite.filename);
    return invite.content;
  }

  /** Moves the booking to another free slot of the same session (until its changeDeadline); e-mailed with a new invite. */
  @Post('reschedule')
  @HttpCode(200)
  @ApiOkResponse({ type: ManagedBookingDto })
  @ApiConflictResponse({ description: RESCHEDULE_ERRORS })
  async reschedule(@Param('token') token: string, @Body() body: RescheduleBookingDto): Promise<ManagedBookingDto> {
    const booking = await this.management.bookingForLink(token);
    return toManagedBooking(this.management.view(await this.management.reschedule(booking.id, body, 'customer')));
  }

  /** Cancels with the Terms' refund; cancelling again answers the same cancellation (one refund). */
  @Post('cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: CustomerCancellationDto })
  async cancel(@Param('token') token: string): Promise<CustomerCancellationDto> {
    return cancelled(this.management, await this.management.bookingForLink(token));
  }
}

/** The same actions on the signed-in customer's own bookings, from /dashboard; someone else's booking is not found. */
@ApiTags('account')
@Controller('my-bookings/:id')
@ApiUnauthorizedResponse({ description: 'AUTH.UNAUTHENTICATED' })
@ApiNotFoundResponse({ description: "BOOKING.NOT_FOUND, also for someone else's booking" })
export class MyBookingActionsController {
  constructor(private readonly management: BookingManagementService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: ManagedBookingDto })
  async view(@Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<ManagedBookingDto> {
    return toManagedBooking(this.management.view(await this.ownBooking(req, id)));
  }

  @Post('reschedule')
  @HttpCode(200)
  @ApiOkResponse({ type: ManagedBookingDto })
  @ApiConflictResponse({ description: RESCHEDULE_ERRORS })
  async reschedule(
    @Req() req: Request,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: RescheduleBookingDto,
  ): Promise<ManagedBookingDto> {
    const booking = await this.ownBooking(req, id);
    return toManagedBooking(this.management.view(await this.management.reschedule(booking.id, body, 'customer')));
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: CustomerCancellationDto })
  async cancel(@Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<CustomerCancellationDto> {
    return cancelled(this.management, await this.ownBooking(req, id));
  }

  private ownBooking(req: Request, id: string): Promise<Booking> {
    if (!req.user) throw new NotSignedInError();
    return this.management.bookingOfCustomer(req.user, id);
  }
}

async function cancelled(management: BookingManagementService, booking: Booking): Promise<CustomerCancellationDto> {
  const { booking: after, refund, refundStatus } = await management.cancel(booking.id, 'customer');
  return {
    booking: toManagedBooking(management.view(after)),
    refundTier: refund.tier,
    refundPence: refund.refundPence,
    refundedBy: refund.refundedBy,
    refundStatus,
    voucherReturned: refund.voucherReturned,
  };
}
