import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

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
