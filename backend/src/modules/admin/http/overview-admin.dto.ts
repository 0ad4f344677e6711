import { ApiProperty } from '@nestjs/swagger';

/** The strip on top of /adminE3F. */
export class StaffOverviewDto {
  @ApiProperty({ type: 'integer', description: "Today's bookings in London: exactly the lines of today's day sheet, test ones included" })
  bookingsToday: number;

  @ApiProperty({ type: 'integer', description: 'How many of them were paid in test mode (labelled, not hidden)' })
  testBookingsToday: number;

  @ApiProperty({
    type: 'integer',
    description:
      'Integer pence taken this week (Monday to Sunday, London) net of refunds given: bookings, courses and orders by card online or by phone, cash once received; gift cards when sold, not when redeemed; test payments apart',
  })
  takingsThisWeekPence: number;

  @ApiProperty({ type: 'integer', description: 'Integer pence of test-mode payments this week, net of test refunds (not in the takings)' })
  testTakingsThisWeekPence: number;

  @ApiProperty({ format: 'date-time', description: 'Monday 00:00 London of the week counted' })
  weekStartsAt: string;

  @ApiProperty({ type: 'integer', description: 'Contact messages not closed (new or replied)' })
  openEnquiries: number;

  @ApiProperty({ type: 'integer', description: 'Paid orders with merchandise not yet marked dispatched' })
  ordersToDispatch: number;
}
