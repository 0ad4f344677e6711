import { ApiProperty } from '@nestjs/swagger';

/** The strip on top of /adminE3F. */
export class StaffOverviewDto {
  @ApiProperty({ type: 'integer', description: 'Confirmed bookings (test payments left out) for today in London' })
  bookingsToday: number;

  @ApiProperty({
    type: 'integer',
    description:
      'Integer pence received this week (Monday to Sunday, London): paid bookings, courses and orders by card online or by phone; gift cards when sold, not when redeemed; test payments and cash not yet received left out',
  })
  takingsThisWeekPence: number;

  @ApiProperty({ format: 'date-time', description: 'Monday 00:00 London of the week counted' })
  weekStartsAt: string;

  @ApiProperty({ type: 'integer', description: 'Contact messages not closed (new or replied)' })
  openEnquiries: number;

  @ApiProperty({ type: 'integer', description: 'Paid orders with merchandise not yet marked dispatched' })
  ordersToDispatch: number;
}
