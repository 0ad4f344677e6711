import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../account/account.public';
import { DaySheetService, londonDateOf, StaffBookingQueries } from '../../booking/booking.public';
import { OrderDispatchService } from '../../catalog/catalog.public';
import { EnquiryService } from '../../enquiry/enquiry.public';
import { TakingsReport } from './takings-report';
import { StaffOverviewDto } from './overview-admin.dto';

/** The overview strip on top of the admin panel, each figure from the module that owns it. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/overview')
export class OverviewAdminController {
  constructor(
    private readonly bookings: StaffBookingQueries,
    private readonly sheets: DaySheetService,
    private readonly takings: TakingsReport,
    private readonly dispatch: OrderDispatchService,
    private readonly enquiries: EnquiryService,
  ) {}

  /** Today's bookings are the day sheet's lines (test ones counted and named); the week's takings as the TAKINGS tab counts them. */
  @Get()
  @ApiOkResponse({ type: StaffOverviewDto })
  async overview(): Promise<StaffOverviewDto> {
    const now = new Date();
    const week = this.bookings.weekOf(now);
    const [today, weekTakings, openEnquiries, ordersToDispatch] = await Promise.all([
      this.sheets.daySheet(londonDateOf(now)),
      this.takings.between(week),
      this.enquiries.countOpen(),
      this.dispatch.countToDispatch(),
    ]);
    return {
      bookingsToday: today.length,
      testBookingsToday: today.filter((entry) => entry.isTest).length,
      takingsThisWeekPence: weekTakings.netPence,
      testTakingsThisWeekPence: weekTakings.testNetPence,
      weekStartsAt: week.from.toISOString(),
      openEnquiries,
      ordersToDispatch,
    };
  }
}
