import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from './staff-only.decorator';
import { referenceOf } from '../../../shared/reference';
import { StaffBookingQueries } from '../../booking/application/staff-booking-queries';
import { OrderQueryService } from '../../catalog/application/order-query.service';
import { EnquiryService } from '../../enquiry/enquiry.service';
import { CustomerLookupDto, CustomerLookupQueryDto } from './customers-admin.dto';

/** How many of a customer's enquiries the look-up shows. */
const ENQUIRY_LIMIT = 100;

const EMPTY: CustomerLookupDto = { email: null, bookings: [], courses: [], orders: [], vouchers: [], enquiries: [] };

/** Customer look-up: one customer's bookings, courses, orders, vouchers and enquiries, by e-mail or reference. */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/customers')
export class CustomersAdminController {
  constructor(
    private readonly bookings: StaffBookingQueries,
    private readonly orders: OrderQueryService,
    private readonly enquiries: EnquiryService,
  ) {}

  @Get()
  @ApiOkResponse({ type: CustomerLookupDto })
  @ApiBadRequestResponse({ description: 'REQUEST.VALIDATION_FAILED: q is neither an e-mail nor a reference' })
  async lookUp(@Query() query: CustomerLookupQueryDto): Promise<CustomerLookupDto> {
    const email = query.q.includes('@') ? query.q : await this.emailOfReference(query.q);
    if (!email) return EMPTY;
    const [{ bookings, courses }, orders, enquiries] = await Promise.all([
      this.bookings.ofEmail(email),
      this.orders.ordersOfEmail(email),
      this.enquiries.forEmail(email, ENQUIRY_LIMIT),
    ]);
    return {
      email,
      bookings: bookings.map((booking) => ({
        id: booking.id,
        reference: referenceOf(booking.id),
        sessionName: booking.sessionName,
        date: booking.date,
        timeSlot: booking.timeSlot,
        status: booking.status,
        totalPrice: booking.totalPrice,
        voucherPence: booking.voucherPence,
        isTest: booking.isTest,
      })),
      courses: courses.map((course) => ({
        id: course.id,
        reference: referenceOf(course.id),
        preferredDate: course.preferredDate,
        status: course.status,
        amountPence: course.amountPence,
        isTest: course.isTest,
      })),
      orders: orders.map((order) => ({
        id: order.id,
        reference: referenceOf(order.id),
        status: order.status,
        totalPence: order.totalPence,
        createdAt: order.createdAt.toISOString(),
        items: order.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', '),
        isTest: order.isTest,
      })),
      vouchers: orders.flatMap((order) =>
        order.vouchers.map((voucher) => ({
          code: voucher.code,
          productName: voucher.productName,
          valuePence: voucher.valuePence,
          expiresAt: voucher.expiresAt.toISOString(),
          orderReference: referenceOf(order.id),
        })),
      ),
      enquiries: enquiries.map((enquiry) => ({
        id: enquiry.id,
        enquiryType: enquiry.enquiryType,
        status: enquiry.status,
        message: enquiry.message,
        createdAt: enquiry.createdAt.toISOString(),
      })),
    };
  }

  private async emailOfReference(reference: string): Promise<string | null> {
    return (await this.bookings.emailOfReference(reference)) ?? this.orders.emailOfReference(reference);
  }
}
