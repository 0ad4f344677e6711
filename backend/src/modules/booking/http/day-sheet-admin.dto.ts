import { ApiProperty } from '@nestjs/swagger';
import { ATTENDANCES, type Attendance } from '../application/booking-attendance.service';
import { LondonDateField } from '../../../shared/http/london-date-field';

export class DaySheetQueryDto {
  @LondonDateField('2026-12-24', "A London calendar date 'YYYY-MM-DD'")
  date: string;
}

export class BookingsCsvQueryDto {
  @LondonDateField('2026-12-01', "First London date 'YYYY-MM-DD'")
  from: string;

  @LondonDateField('2026-12-31', "Last London date 'YYYY-MM-DD' (inclusive; at most 366 days)")
  to: string;
}

/** One booking as the instructor's day sheet shows it. */
export class DaySheetEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '3F2A9C1B' }) reference: string;
  @ApiProperty({ example: '10:30' }) timeSlot: string;
  @ApiProperty() sessionName: string;
  @ApiProperty({ enum: ['slot', 'online'], description: "'slot': at the Exeter simulator; 'online': coaching on a video call" })
  bookedAs: 'slot' | 'online';
  @ApiProperty() durationMinutes: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() experienceLevel: string;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: 'integer', example: 2, description: 'How many people the booking is for' }) partySize: number;
  @ApiProperty({ type: String, nullable: true, description: 'Who flies when it is not the booker; null: the booker flies' })
  participantName: string | null;
  @ApiProperty({ description: 'The booker confirmed the age rules (12+, under-16s with an adult); false only for bookings made before the question' })
  ageRulesConfirmed: boolean;
  @ApiProperty({
    example: 'Gift voucher SKY-7K3M-9Q2X-BC4D + £20.00 paid online by card',
    description:
      'How it is paid, in words: "Paid online by card", "Card by phone (ref …)", "Cash on arrival — owed £x" or "Cash received", "Gift voucher CODE" with any top-up, or "Complimentary"',
  })
  payment: string;
  @ApiProperty({ description: 'Paid in test mode (the built-in test card): no money moved' }) isTest: boolean;
  @ApiProperty({ type: 'integer', description: 'Integer pence of cash on arrival the desk has still to take (0 once received)' })
  cashOwedPence: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the desk marked its cash received' })
  cashReceivedAt: string | null;
  @ApiProperty({ description: 'Integer pence paid by card' }) totalPrice: number;
  @ApiProperty({ description: 'Integer pence covered by a gift voucher' }) voucherPence: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The e-mail of the staff user who made the booking ('staff' once that account is gone); null: booked online",
  })
  bookedBy: string | null;
  @ApiProperty({ type: 'integer', description: "Integer pence staff took off the catalogue's price" }) discountPence: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence to take from the customer after a change to a dearer option' })
  amountDuePence: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why staff set the price (with a discount)' }) priceReason: string | null;
  @ApiProperty({ enum: ATTENDANCES, enumName: 'Attendance', nullable: true, description: 'Checked in or no-show, once the desk said so' })
  attendance: Attendance | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the desk recorded it' }) attendanceAt: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the customer was e-mailed the review request the morning after (REVIEW_EMAILS_ENABLED); null: not asked',
  })
  reviewRequestedAt: string | null;
}

/** A Fear of Flying course dated that day, as the day sheet shows it (docs/product.md, Fear of Flying course). */
export class DaySheetCourseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '3F2A9C1B' }) reference: string;
  @ApiProperty({ example: '10:30' }) startTime: string;
  @ApiProperty({ example: '14:30', description: 'When its 4 hours end (London)' }) endTime: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
}

export class DaySheetDto {
  @ApiProperty({ example: '2026-12-24' }) date: string;
  @ApiProperty({ type: DaySheetEntryDto, isArray: true }) bookings: DaySheetEntryDto[];
  @ApiProperty({ type: DaySheetCourseDto, isArray: true, description: 'Fear of Flying courses that day, by start' })
  courses: DaySheetCourseDto[];
}
