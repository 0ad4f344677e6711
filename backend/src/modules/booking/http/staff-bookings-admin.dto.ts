import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { LondonDateField } from '../../../shared/http/london-date-field';
import { OneOfField } from '../../../shared/validation/one-of-field';
import { FlightQuestionsDto, PartySizeField, VoucherCodeField } from './booking-request-fields';
import { CustomerContactDto, emptyIsNull } from '../../../shared/http/customer-contact.dto';
import {
  EXPERIENCE_LEVEL_VALUES,
  type ExperienceLevel,
  REST_PAYMENT_METHODS,
  type RestPaymentMethod,
  STAFF_PAYMENT_METHODS,
  type StaffPaymentMethod,
} from '../application/staff-booking.service';

/** A booking staff make for a customer on the phone or at the desk. */
export class CreateStaffBookingDto extends IntersectionType(CustomerContactDto, FlightQuestionsDto) {
  @ApiProperty({ example: 'scenario-flight', description: 'The experience (slug)' })
  @IsString()
  @Matches(/^[a-z0-9-]{1,60}$/, { message: 'sessionType must be an experience slug' })
  sessionType: string;

  @ApiProperty({ example: 'emergency-procedures', description: "The experience's option (slug)" })
  @IsString()
  @Matches(/^[a-z0-9-]{1,60}$/, { message: 'optionId must be an option slug' })
  optionId: string;

  @LondonDateField('2026-12-01', "A London calendar date 'YYYY-MM-DD'")
  date: string;

  @ApiProperty({ example: '10:30' })
  @IsString()
  @MaxLength(10)
  timeSlot: string;

  @OneOfField(EXPERIENCE_LEVEL_VALUES, 'ExperienceLevel')
  experienceLevel: ExperienceLevel;

  @OneOfField(STAFF_PAYMENT_METHODS, 'StaffPaymentMethod')
  paymentMethod: StaffPaymentMethod;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    maxLength: 100,
    description: "The card terminal's reference (card by phone)",
  })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @MaxLength(100)
  terminalReference?: string | null;

  @VoucherCodeField('The gift voucher code (voucher payments)')
  voucherCode?: string | null;

  @PartySizeField()
  partySize?: number;

  @ApiProperty({
    required: false,
    nullable: true,
    enum: REST_PAYMENT_METHODS,
    enumName: 'RestPaymentMethod',
    description: 'How the rest is paid when the voucher does not cover it all',
  })
  @IsOptional()
  @IsIn(REST_PAYMENT_METHODS)
  restPaidBy?: RestPaymentMethod | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: 'integer',
    description: "A price staff set below the catalogue's, integer pence (needs priceReason)",
  })
  @IsOptional()
  @IsInt({ message: 'The staff price must be a whole number of pence.' })
  @Min(0, { message: 'The staff price cannot be below £0.00.' })
  @Max(1_000_000, { message: 'The staff price cannot be above £10,000.00.' })
  staffPricePence?: number | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    maxLength: 200,
    description: 'Why staff set the price (recorded on the booking)',
  })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Keep the reason for the staff price to 200 characters.' })
  priceReason?: string | null;
}

/** The booking staff made, confirmed. */
export class StaffBookingCreatedDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '3F2A9C1B' }) reference: string;
  @ApiProperty({ example: 'confirmed' }) status: string;
  @ApiProperty() sessionName: string;
  @ApiProperty({ example: '2026-12-01' }) date: string;
  @ApiProperty({ example: '10:30' }) timeSlot: string;
  @ApiProperty({ description: 'Integer pence charged outside a voucher (0 when complimentary)' }) totalPrice: number;
  @ApiProperty({ description: 'Integer pence covered by a gift voucher' }) voucherPence: number;
  @ApiProperty({ enum: STAFF_PAYMENT_METHODS, enumName: 'StaffPaymentMethod' }) paymentMethod: StaffPaymentMethod;
  @ApiProperty({ description: "Integer pence staff took off the catalogue's price" }) discountPence: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why staff set the price' }) priceReason: string | null;
}
