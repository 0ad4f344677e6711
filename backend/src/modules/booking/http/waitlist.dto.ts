import { ApiProperty, IntersectionType, PickType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { CustomerContactDto, emptyIsNull, PHONE } from '../../../shared/http/customer-contact.dto';
import { SLOT_TIMES } from '../domain/calendar';
import { MAX_WAITLIST_DAYS, type WaitlistEntryStatus, type WaitlistOfferStatus } from '../domain/waitlist';
import { CreateBookingPaymentIntentDto } from './booking-checkout.dto';

const ENTRY_STATUSES: WaitlistEntryStatus[] = ['waiting', 'offered', 'booked', 'lapsed', 'left'];
const OFFER_STATUSES: WaitlistOfferStatus[] = ['active', 'booked', 'lapsed'];

/** "Tell me if this frees up" (docs/product.md, Waitlist): the booking form's details with the days and times to wait for. */
export class JoinWaitlistDto extends IntersectionType(
  PickType(CustomerContactDto, ['name', 'email'] as const),
  PickType(CreateBookingPaymentIntentDto, [
    'sessionType',
    'optionId',
    'durationMinutes',
    'experienceLevel',
    'partySize',
    'whoIsFlying',
    'participantName',
    'ageRulesConfirmed',
  ] as const),
) {
  @ApiProperty({
    type: String,
    isArray: true,
    example: ['2026-12-01'],
    description: `London dates 'YYYY-MM-DD', 1 to ${MAX_WAITLIST_DAYS}`,
  })
  @IsArray({ message: 'Choose at least one day to wait for.' })
  @ArrayMinSize(1, { message: 'Choose at least one day to wait for.' })
  @ArrayMaxSize(MAX_WAITLIST_DAYS, { message: `Choose at most ${MAX_WAITLIST_DAYS} days.` })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { each: true, message: 'Choose days from the calendar.' })
  dates: string[];

  @ApiProperty({
    required: false,
    type: String,
    isArray: true,
    enum: SLOT_TIMES,
    description: 'The start times wanted; none: any time',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(SLOT_TIMES.length)
  @IsIn(SLOT_TIMES, { each: true, message: 'Choose times from the list.' })
  times?: string[] | null;

  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 40 })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @Matches(PHONE, { message: 'Please enter a phone number' })
  phone?: string | null;
}

/** An entry as its owner sees it (the join answer, the leave page). */
export class WaitlistEntryDto {
  @ApiProperty({ enum: ENTRY_STATUSES, enumName: 'WaitlistEntryStatus' }) status: WaitlistEntryStatus;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, isArray: true }) dates: string[];
  @ApiProperty({ type: String, isArray: true, nullable: true, description: 'Null: any time' }) times: string[] | null;
}

/** An offer as its link shows it: the slot held for the person and until when. */
export class WaitlistOfferDto {
  @ApiProperty({ enum: OFFER_STATUSES, enumName: 'WaitlistOfferStatus' }) status: WaitlistOfferStatus;
  @ApiProperty({ description: 'Whether the slot is still held for the person to pay' }) live: boolean;
  @ApiProperty({ format: 'uuid' }) bookingId: string;
  @ApiProperty() sessionName: string;
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty({ example: '10:30' }) timeSlot: string;
  @ApiProperty({ type: 'integer' }) durationMinutes: number;
  @ApiProperty({ type: 'integer' }) partySize: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence' }) totalPrice: number;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
}

/** One offer as staff see it. */
export class StaffWaitlistOfferDto {
  @ApiProperty({ enum: OFFER_STATUSES, enumName: 'WaitlistOfferStatus' }) status: WaitlistOfferStatus;
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty({ example: '10:30' }) timeSlot: string;
  @ApiProperty({ type: String, format: 'date-time' }) offeredAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) endedAt: string | null;
}

/** Someone on a day's waitlist, in the order they joined (staff). */
export class StaffWaitlistEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty() sessionName: string;
  @ApiProperty({ type: 'integer' }) partySize: number;
  @ApiProperty({ type: String, isArray: true, nullable: true, description: 'Null: any time' }) times: string[] | null;
  @ApiProperty({ enum: ENTRY_STATUSES, enumName: 'WaitlistEntryStatus' }) status: WaitlistEntryStatus;
  @ApiProperty({ type: String, format: 'date-time' }) joinedAt: string;
  @ApiProperty({ type: StaffWaitlistOfferDto, isArray: true }) offers: StaffWaitlistOfferDto[];
}

export class StaffWaitlistDayDto {
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty({ type: StaffWaitlistEntryDto, isArray: true }) entries: StaffWaitlistEntryDto[];
}

export const toEntryDto = (entry: {
  status: WaitlistEntryStatus;
  email: string;
  dates: string[];
  times: string[] | null;
}): WaitlistEntryDto => ({
  status: entry.status,
  email: entry.email,
  dates: entry.dates,
  times: entry.times,
});
