import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { emptyIsNull } from '../../../shared/http/customer-contact.dto';

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

/** A London calendar date 'YYYY-MM-DD' (the service reads it). Checks length, then type. */
export const LondonDateField = (example: string, description: string) =>
  applyDecorators(ApiProperty({ example, description }), MaxLength(10), IsString());
