import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { emptyIsNull } from '../../../shared/http/customer-contact.dto';
import { WHO_IS_FLYING, type WhoIsFlying } from '../domain/flight-questions';

/** The experience's option a request names (its slug); without it durationMinutes picks one, else the first. */
export const OptionIdField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      nullable: true,
      type: String,
      example: 'emergency-procedures',
      description: "The experience's option (slug)",
    }),
    IsOptional(),
    IsString(),
    Matches(/^[a-z0-9-]{1,60}$/, { message: 'optionId must be an option slug' }),
  );

/** The experience a request names (its slug). Checks length, then type: a refusal lists its reasons in that order. */
export const SessionTypeField = (example: string) =>
  applyDecorators(
    ApiProperty({ example, description: "The experience (slug); the first catalogue's session ids ('tryandfly') still work" }),
    MaxLength(60),
    IsString(),
  );

/** A gift voucher code as typed, or nothing (an empty one counts as none). Checks length, then type. */
export const VoucherCodeField = (description: string) =>
  applyDecorators(
    ApiProperty({ required: false, nullable: true, type: String, maxLength: 40, example: 'SKY-7K3M-9Q2X-BC4D', description }),
    emptyIsNull,
    IsOptional(),
    MaxLength(40),
    IsString(),
  );

/** How many people the booking is for (docs/product.md, Booking rules); 1 when left out. The server checks the option's largest party. */
export const PartySizeField = () =>
  applyDecorators(
    ApiProperty({
      required: false,
      type: 'integer',
      minimum: 1,
      maximum: 6,
      example: 2,
      description: 'How many people; 1 when left out',
    }),
    IsOptional(),
    IsInt({ message: 'The number of people must be a whole number' }),
    Min(1, { message: 'A booking is for at least 1 person' }),
    Max(6, { message: 'A booking can be for at most 6 people' }),
  );

/** The questions asked before a flight (docs/product.md, Booking rules): who flies, their name when not the booker, the age rules. */
export class FlightQuestionsDto {
  @ApiProperty({
    required: false,
    nullable: true,
    enum: WHO_IS_FLYING,
    enumName: 'WhoIsFlying',
    description: "'me': the booker flies; 'someone-else': participantName flies",
  })
  @IsOptional()
  @IsIn(WHO_IS_FLYING, { message: 'Please say who is flying: you, or someone else' })
  whoIsFlying?: WhoIsFlying | null;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    maxLength: 120,
    description: 'Who flies, when it is someone else',
  })
  @emptyIsNull
  @IsOptional()
  @IsString()
  @MaxLength(120, { message: "The flyer's name can be at most 120 characters" })
  participantName?: string | null;

  @ApiProperty({
    required: false,
    type: Boolean,
    description:
      'The booker confirms everyone flying is 12 or over and under-16s come with an adult; a booking is refused without it',
  })
  @IsOptional()
  @IsBoolean({ message: 'Please confirm the age rules' })
  ageRulesConfirmed?: boolean;
}
