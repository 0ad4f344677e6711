import { Body, Controller, Get, Put, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { StaffOnly, NotSignedInError, CustomerNotesService, type CustomerNote } from '../../account/account.public';
import { StaffChanges } from '../../audit/audit.public';
import { referenceOf } from '../../../shared/reference';
import { PageQueryDto } from '../../../shared/http/page-query.dto';
import { StaffBookingQueries } from '../../booking/booking.public';
import { OrderQueryService } from '../../catalog/catalog.public';
import { EnquiryService } from '../../enquiry/enquiry.public';
import {
  CustomerLookupDto,
  CustomerLookupQueryDto,
  CustomerNoteDto,
  CustomerPageDto,
  WriteCustomerNoteDto,
} from './customers-admin.dto';

/** How many of a customer's enquiries the look-up shows. */
const ENQUIRY_LIMIT = 100;

const EMPTY: CustomerLookupDto = { email: null, note: null, bookings: [], courses: [], orders: [], vouchers: [], enquiries: [] };

/** An 8-character booking, course or order reference. */
const REFERENCE = /^[0-9A-Fa-f]{8}$/;

const noteView = (note: CustomerNote | null): CustomerNoteDto | null =>
  note ? { note: note.note, updatedAt: note.updatedAt.toISOString() } : null;

/**
 * CUSTOMERS (docs/product.md, Staff panel): the people who booked, newest first and searchable; one customer's
 * bookings, courses, orders, vouchers and enquiries, by e-mail or reference, with staff's note on them.
 */
@ApiTags('admin')
@StaffOnly()
@Controller('admin/customers')
export class CustomersAdminController {
  constructor(
    private readonly bookings: StaffBookingQueries,
    private readonly orders: OrderQueryService,
    private readonly enquiries: EnquiryService,
    private readonly notes: CustomerNotesService,
    private readonly changes: StaffChanges,
  ) {}

  /** The people who booked, newest booking first, a page at a time; q matches name, e-mail, phone or a booking or order reference. */
  @Get('list')
  @ApiOkResponse({ type: CustomerPageDto })
  async list(@Query() query: PageQueryDto): Promise<CustomerPageDto> {
    const q = query.q?.trim() ?? '';
    // An order's reference names its buyer's e-mail, which finds them among the people who booked.
    const search = REFERENCE.test(q) ? ((await this.emailOfReference(q)) ?? q) : q;
    const { items, total } = await this.bookings.customers({ page: query.page, pageSize: query.pageSize, search });
    return {
      page: query.page,
      pageSize: query.pageSize,
      total,
      items: items.map((customer) => ({ ...customer, lastBookedAt: customer.lastBookedAt.toISOString() })),
    };
  }

  /** Saves staff's note on the customer (by e-mail, any letter case); a blank note removes it. */
  @Put('note')
  @ApiOkResponse({ type: CustomerNoteDto, description: 'The note saved; null when a blank note removed it' })
  async writeNote(@Body() body: WriteCustomerNoteDto, @Req() request: Request): Promise<CustomerNoteDto | null> {
    if (!request.user) throw new NotSignedInError();
    const staffId = request.user.id;
    const note = await this.changes.record(
      () => this.notes.write(body.email, body.note, staffId),
      (saved) => ({
        kind: 'customer.note-written',
        subject: 'customer note',
        summary: saved ? "Wrote a note on a customer's record" : "Removed the note on a customer's record",
        after: { note: saved ? 'personal data: not kept' : null },
      }),
    );
    return noteView(note);
  }

  @Get()
  @ApiOkResponse({ type: CustomerLookupDto })
  @ApiBadRequestResponse({ description: 'REQUEST.VALIDATION_FAILED: q is neither an e-mail nor a reference' })
  async lookUp(@Query() query: CustomerLookupQueryDto): Promise<CustomerLookupDto> {
    const email = query.q.includes('@') ? query.q : await this.emailOfReference(query.q);
    if (!email) return EMPTY;
    const [{ bookings, courses }, orders, enquiries, note] = await Promise.all([
      this.bookings.ofEmail(email),
      this.orders.ordersOfEmail(email),
      this.enquiries.forEmail(email, ENQUIRY_LIMIT),
      this.notes.noteOn(email),
    ]);
    return {
      email,
      note: noteView(note),
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
