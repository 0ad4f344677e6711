import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PageQueryDto } from '../../../shared/http/page-query.dto';
import { StaffOnly } from './staff-only.decorator';
import { duration, VoucherRedemption } from '../../booking/application/voucher-redemption';
import { StaffVoucherPageDto } from './voucher-admin.dto';
import { referenceOf } from '../../../shared/reference';

/** The admin VOUCHERS tab: gift vouchers a page at a time, each with the booking that redeemed it. */
@ApiTags('vouchers')
@StaffOnly()
@Controller('admin/vouchers')
export class VoucherAdminController {
  constructor(private readonly vouchers: VoucherRedemption) {}

  @Get()
  @ApiOkResponse({
    type: StaffVoucherPageDto,
    description:
      'Newest first: issued, held by a booking being paid, redeemed or expired; searchable by code, product, buyer e-mail or order reference',
  })
  async list(@Query() query: PageQueryDto): Promise<StaffVoucherPageDto> {
    const { items, total } = await this.vouchers.listForStaff({ page: query.page, pageSize: query.pageSize, search: query.q });
    const vouchers = items.map(({ voucher, bought, state, booking }) => ({
      id: voucher.id,
      code: voucher.code,
      name: voucher.name,
      experience: bought && `${bought.name} (${duration(bought.minutes)})`,
      valuePence: voucher.valuePence,
      issuedAt: voucher.issuedAt.toISOString(),
      expiresAt: voucher.expiresAt.toISOString(),
      state,
      booking: booking && {
        id: booking.id,
        reference: referenceOf(booking.id),
        name: booking.name,
        email: booking.email,
        sessionName: booking.sessionName,
        date: booking.date,
        timeSlot: booking.timeSlot,
        status: booking.status,
        voucherForfeited: booking.voucherForfeited,
      },
    }));
    return { items: vouchers, total, page: query.page, pageSize: query.pageSize };
  }
}
