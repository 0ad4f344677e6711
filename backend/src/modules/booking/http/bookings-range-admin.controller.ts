import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../account/account.public';
import { DaySheetService } from '../application/day-sheet.service';
import { BookingsRangeQueryDto, FoundBookingPageDto } from './bookings-range-admin.dto';

/** FIND BOOKINGS: the bookings of any date range, a page at a time, searchable. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/bookings')
export class BookingsRangeAdminController {
  constructor(private readonly sheets: DaySheetService) {}

  @Get()
  @ApiOkResponse({
    type: FoundBookingPageDto,
    description: 'By date then slot; searchable by name, e-mail, phone, experience or reference',
  })
  @ApiBadRequestResponse({ description: 'BOOKING.INVALID_DATE_RANGE or REQUEST.VALIDATION_FAILED' })
  async find(@Query() query: BookingsRangeQueryDto): Promise<FoundBookingPageDto> {
    const { items, total } = await this.sheets.findInRange(query.from, query.to, {
      page: query.page,
      pageSize: query.pageSize,
      search: query.q,
    });
    return {
      items: items.map((entry) => ({
        id: entry.id,
        reference: entry.reference,
        date: entry.date,
        timeSlot: entry.timeSlot,
        sessionName: entry.sessionName,
        name: entry.name,
        email: entry.email,
        phone: entry.phone,
        status: entry.status,
        payment: entry.payment,
        totalPrice: entry.totalPrice,
        voucherPence: entry.voucherPence,
        isTest: entry.isTest,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
