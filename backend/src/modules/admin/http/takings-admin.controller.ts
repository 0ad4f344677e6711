import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../account/account.public';
import { londonDays, VoucherLiabilityService } from '../../booking/booking.public';
import { TakingsReport } from './takings-report';
import { TakingsQueryDto, TakingsReportDto } from './takings-admin.dto';

/** The owner's TAKINGS tab: money received and refunded over any range of London dates, by method, and what gift vouchers still owe. */
@ApiTags('admin')
@StaffOnly('owner')
@ApiBadRequestResponse({ description: 'BOOKING.INVALID_DATE_RANGE or REQUEST.VALIDATION_FAILED' })
@Controller('admin/takings')
export class TakingsAdminController {
  constructor(
    private readonly takings: TakingsReport,
    private readonly vouchers: VoucherLiabilityService,
  ) {}

  @Get()
  @ApiOkResponse({ type: TakingsReportDto })
  async report(@Query() query: TakingsQueryDto): Promise<TakingsReportDto> {
    const [takings, outstandingVouchers] = await Promise.all([
      this.takings.between(londonDays(query.from, query.to)),
      this.vouchers.outstanding(),
    ]);
    return { from: query.from, to: query.to, ...takings, outstandingVouchers };
  }
}
