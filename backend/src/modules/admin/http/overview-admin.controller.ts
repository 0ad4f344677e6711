import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from './staff-only.decorator';
import { StaffBookingQueries } from '../../booking/application/staff-booking-queries';
import { OrderDispatchService } from '../../catalog/application/order-dispatch.service';
import { OrderQueryService } from '../../catalog/application/order-query.service';
import { EnquiryService } from '../../enquiry/enquiry.service';
import { StaffOverviewDto } from './overview-admin.dto';

/** The overview strip on top of the admin panel, each figure from the module that owns it. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/overview')
export class OverviewAdminController {
  constructor(
    private readonly bookings: StaffBookingQueries,
    private readonly orders: OrderQueryService,
    private readonly dispatch: OrderDispatchService,
    private readonly enquiries: EnquiryService,
  ) {}

  @Get()
  @ApiOkResponse({ type: StaffOverviewDto })
  async overview(): Promise<StaffOverviewDto> {
    const now = new Date();
    const week = this.bookings.weekOf(now);
    const [bookingsToday, bookingTakings, orderTakings, openEnquiries, ordersToDispatch] = await Promise.all([
      this.bookings.bookingsToday(now),
      this.bookings.receivedBetween(week),
      this.orders.takingsBetween(week.from, week.to),
      this.enquiries.countOpen(),
      this.dispatch.countToDispatch(),
    ]);
    return {
      bookingsToday,
      takingsThisWeekPence: bookingTakings + orderTakings,
      weekStartsAt: week.from.toISOString(),
      openEnquiries,
      ordersToDispatch,
    };
  }
}
