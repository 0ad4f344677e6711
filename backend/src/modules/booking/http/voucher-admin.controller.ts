import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../../shared/http/staff-only.decorator';
import { VoucherRedemption } from '../application/voucher-redemption';
import { experienceName } from '../domain/voucher-redemption';
import { StaffVoucherDto } from './voucher-redemption.dto';

/** The admin VOUCHERS tab: every gift voucher, and the booking that redeemed it. */
@ApiTags('vouchers')
@StaffOnly()
@Controller('admin/vouchers')
export class VoucherAdminController {
  constructor(private readonly vouchers: VoucherRedemption) {}

  @Get()
  @ApiOkResponse({
    type: StaffVoucherDto,
    isArray: true,
    description: 'Newest first: issued, held by a booking being paid, redeemed or expired',
  })
  async list(): Promise<StaffVoucherDto[]> {
    return (await this.vouchers.listForStaff()).map(({ voucher, state, booking }) => ({
      id: voucher.id,
      code: voucher.code,
      name: voucher.name,
      experience: voucher.experience ? experienceName(voucher.experience) : null,
      valuePence: voucher.valuePence,
      issuedAt: voucher.issuedAt.toISOString(),
      expiresAt: voucher.expiresAt.toISOString(),
      state,
      booking: booking && {
        id: booking.id,
        reference: booking.id.slice(0, 8).toUpperCase(),
        name: booking.name,
        email: booking.email,
        sessionName: booking.sessionName,
        date: booking.date,
        timeSlot: booking.timeSlot,
        status: booking.status,
        voucherForfeited: booking.voucherForfeited,
      },
    }));
  }
}
