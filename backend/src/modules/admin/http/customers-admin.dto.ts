import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import { PageInfoDto } from '../../../shared/http/page-query.dto';
import { MAX_CUSTOMER_NOTE } from '../../account/account.public';

/** An e-mail address, or the 8-character reference of a booking, course or order. */
const EMAIL_OR_REFERENCE = /^([^\s@]+@[^\s@]+|[0-9A-Fa-f]{8})$/;

export class CustomerLookupQueryDto {
  @ApiProperty({
    example: 'amelia@example.com',
    description: "The customer's e-mail, or a booking or order reference such as 3F2A9C1B",
    maxLength: 254,
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(254)
  @Matches(EMAIL_OR_REFERENCE, {
    message: 'Look a customer up by their e-mail address or an 8-character booking or order reference such as 3F2A9C1B.',
  })
  q: string;
}

/** What the customer paid for (a booking, a course or an order): its id, its 8-character reference, and test or real money. */
abstract class CustomerPaidRecordDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '3F2A9C1B' }) reference: string;
  @ApiProperty({ description: 'Paid with a test card: no money moved' }) isTest: boolean;
}

export class CustomerBookingDto extends CustomerPaidRecordDto {
  @ApiProperty() sessionName: string;
  @ApiProperty({ example: '2026-12-24' }) date: string;
  @ApiProperty({ example: '10:30' }) timeSlot: string;
  @ApiProperty({ example: 'confirmed' }) status: string;
  @ApiProperty({ description: 'Integer pence paid outside a voucher' }) totalPrice: number;
  @ApiProperty({ description: 'Integer pence a gift voucher covered' }) voucherPence: number;
}

export class CustomerCourseDto extends CustomerPaidRecordDto {
  @ApiProperty({ type: String, nullable: true, example: '2027-01-15' }) preferredDate: string | null;
  @ApiProperty({ example: 'booked' }) status: string;
  @ApiProperty({ description: 'Integer pence paid by card' }) amountPence: number;
}

export class CustomerOrderDto extends CustomerPaidRecordDto {
  @ApiProperty({ enum: ['pending', 'paid', 'canceled'] }) status: 'pending' | 'paid' | 'canceled';
  @ApiProperty({ description: 'Integer pence, shipping included' }) totalPence: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ example: '2 × Skyward Mug' }) items: string;
}

export class CustomerVoucherDto {
  @ApiProperty({ example: 'SKY-7K2M-Q9XD-4HTB' }) code: string;
  @ApiProperty() productName: string;
  @ApiProperty({ description: 'Integer pence' }) valuePence: number;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ description: 'The order that bought it' }) orderReference: string;
}

export class CustomerEnquiryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() enquiryType: string;
  @ApiProperty({ enum: ['new', 'replied', 'closed'] }) status: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** What staff wrote about the customer. */
export class CustomerNoteDto {
  @ApiProperty() note: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** Everything the site holds for one customer, found by e-mail or by a reference. */
export class CustomerLookupDto {
  @ApiProperty({ type: CustomerNoteDto, nullable: true, description: "Staff's note on the customer" })
  note: CustomerNoteDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'The e-mail looked up (null when a reference named nothing)' })
  email: string | null;
  @ApiProperty({ type: CustomerBookingDto, isArray: true }) bookings: CustomerBookingDto[];
  @ApiProperty({ type: CustomerCourseDto, isArray: true }) courses: CustomerCourseDto[];
  @ApiProperty({ type: CustomerOrderDto, isArray: true }) orders: CustomerOrderDto[];
  @ApiProperty({ type: CustomerVoucherDto, isArray: true }) vouchers: CustomerVoucherDto[];
  @ApiProperty({ type: CustomerEnquiryDto, isArray: true }) enquiries: CustomerEnquiryDto[];
}

/** Someone who booked, as their newest booking names them. */
export class CustomerSummaryDto {
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty() phone: string;
  @ApiProperty({ description: 'How many bookings they made (confirmed, cancelled or lost)' }) bookings: number;
  @ApiProperty({ format: 'date-time' }) lastBookedAt: string;
}

export class CustomerPageDto extends PageInfoDto {
  @ApiProperty({ type: CustomerSummaryDto, isArray: true }) items: CustomerSummaryDto[];
}

/** Staff's note on a customer; an empty note removes it. */
export class WriteCustomerNoteDto {
  @ApiProperty({ example: 'amelia@example.com' })
  @IsString()
  @MaxLength(254, { message: 'That e-mail address is too long.' })
  @Matches(/^[^\s@]+@[^\s@]+$/, { message: 'A note is kept against a customer’s e-mail address.' })
  email: string;

  @ApiProperty({ maxLength: MAX_CUSTOMER_NOTE, description: 'Blank removes the note' })
  @IsString({ message: 'Write the note as text.' })
  @MaxLength(MAX_CUSTOMER_NOTE, { message: `Keep a customer note to ${MAX_CUSTOMER_NOTE} characters.` })
  note: string;
}
