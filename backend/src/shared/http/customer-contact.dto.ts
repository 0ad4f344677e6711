import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

export const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
export const emptyIsNull = Transform(({ value }) =>
  typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value,
);
/** Phone numbers as people write them (+44 (0)7700 900123, 01395 123456): digits and the usual separators. */
export const PHONE = /^(?=(?:\D*\d){6})[\d\s+().-]{6,40}$/;

/** Who a booking is for: the fields the online booking form and staff's NEW BOOKING share. */
export class CustomerContactDto {
  @ApiProperty({ maxLength: 120 })
  @trim
  @IsString()
  @MinLength(1, { message: 'Please enter your name' })
  @MaxLength(120)
  name: string;

  @ApiProperty({ maxLength: 254, example: 'pilot@example.com' })
  @trim
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ maxLength: 40, example: '07700 900123' })
  @trim
  @IsString()
  @Matches(PHONE, { message: 'Please enter a phone number' })
  phone: string;

  @ApiProperty({ required: false, nullable: true, type: String, maxLength: 2000 })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;
}
