import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { StaffOnly, NotSignedInError } from '../../account/account.public';
import { StaffChanges } from '../../audit/audit.public';
import { bookingChange } from './booking-staff-changes';
import { referenceOf } from '../../../shared/reference';
import { StaffBookingService } from '../application/staff-booking.service';
import { CreateStaffBookingDto, StaffBookingCreatedDto } from './staff-bookings-admin.dto';

/** NEW BOOKING in the BOOKINGS tab: a customer booked on the phone or at the desk. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/bookings')
export class StaffBookingsAdminController {
  constructor(
    private readonly staffBookings: StaffBookingService,
    private readonly changes: StaffChanges,
  ) {}

  /** Books the slot for the customer and confirms it; the customer gets the usual confirmation e-mail. */
  @Post()
  @ApiCreatedResponse({ type: StaffBookingCreatedDto })
  @ApiBadRequestResponse({
    description:
      'REQUEST.VALIDATION_FAILED, BOOKING.INVALID_STAFF_PAYMENT, BOOKING.INVALID_STAFF_PRICE, BOOKING.SLOT_IN_PAST, VOUCHER.*; nothing is written',
  })
  @ApiConflictResponse({
    description: "BOOKING.SLOT_TAKEN: 'That time slot has just been taken'; BOOKING.SLOT_CLOSED; VOUCHER.USED",
  })
  async create(@Body() body: CreateStaffBookingDto, @Req() request: Request): Promise<StaffBookingCreatedDto> {
    if (!request.user) throw new NotSignedInError();
    const { paymentMethod, terminalReference, voucherCode, restPaidBy, staffPricePence, priceReason, ...details } = body;
    const staffId = request.user.id;
    const booking = await this.changes.record(() => this.staffBookings.book(
      {
        ...details,
        notes: details.notes ?? null,
        payment: {
          method: paymentMethod,
          terminalReference: terminalReference ?? null,
          voucherCode: voucherCode ?? null,
          restPaidBy: restPaidBy ?? null,
        },
        price:
          staffPricePence === undefined || staffPricePence === null
            ? null
            : { pricePence: staffPricePence, reason: priceReason ?? '' },
      },
      staffId,
    ), (made) => bookingChange('booking.made', 'Made phone', null, made));
    return {
      id: booking.id,
      reference: referenceOf(booking.id),
      status: booking.status,
      sessionName: booking.sessionName,
      date: booking.date,
      timeSlot: booking.timeSlot,
      totalPrice: booking.totalPrice,
      voucherPence: booking.voucherPence,
      paymentMethod: booking.paymentMethod,
      discountPence: booking.discountPence,
      priceReason: booking.priceReason,
    };
  }
}
