import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { OneOfField } from '../../../shared/validation/one-of-field';
import { BOOKED_AS, EXPERIENCE_GROUPS, EXPERIENCE_LIMITS, type BookedAs, type ExperienceGroup } from '../domain/experience';

export class ExperienceOptionDto {
  @ApiProperty({ example: 'emergency-procedures', description: 'Slug, unique within its experience' }) id: string;
  @ApiProperty({ example: 'Emergency Procedures' }) name: string;
  @ApiProperty({ type: 'integer', example: 90 }) minutes: number;
  @ApiProperty({ type: 'integer', description: 'Integer pence', example: 19900 }) pricePence: number;
  @ApiProperty({ type: 'integer', example: 2, description: 'How many people one booking may be for (1: one person)' })
  maxPartySize: number;
  @ApiProperty({ type: 'integer', example: 4900, description: 'Integer pence each person after the first adds' })
  extraPersonPence: number;
}

export class ExperienceDto {
  @ApiProperty({ example: 'scenario-flight', description: 'Slug' }) id: string;
  @ApiProperty({ example: 'Scenario Flight' }) name: string;
  @ApiProperty({ enum: EXPERIENCE_GROUPS, enumName: 'ExperienceGroup' }) group: ExperienceGroup;
  @ApiProperty() description: string;
  @ApiProperty({ type: String, isArray: true }) included: string[];
  @ApiProperty({ type: 'integer', example: 12 }) minimumAge: number;
  @ApiProperty({
    enum: BOOKED_AS,
    enumName: 'BookedAs',
    description: "'slot': the Exeter simulator's calendar; 'course': a preferred date; 'online': a coach's slot; 'enquiry': no online sale",
  })
  bookedAs: BookedAs;
  @ApiProperty({ type: ExperienceOptionDto, isArray: true, description: 'Options on sale, the first is the default' })
  options: ExperienceOptionDto[];
  @ApiProperty({ type: String, isArray: true, example: ['scenario'], description: "The first site's session ids that still open it (?session=scenario)" })
  legacyIds: string[];
}

/** Printable text: no control characters (NUL bytes included). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const PRINTABLE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const printable = (each = false) => Matches(PRINTABLE, { each, message: '$property must not contain control characters' });
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const { minOptions, maxOptions, minPricePence, maxPricePence, minMinutes, maxMinutes, maxIncluded, maxPartySize } = EXPERIENCE_LIMITS;

export class StaffExperienceOptionDto extends ExperienceOptionDto {
  @ApiProperty({ description: 'On sale; an option off sale keeps the bookings and vouchers made for it' }) active: boolean;
}

export class StaffExperienceDto extends OmitType(ExperienceDto, ['options', 'legacyIds'] as const) {
  @ApiProperty() active: boolean;
  @ApiProperty({ type: StaffExperienceOptionDto, isArray: true }) options: StaffExperienceOptionDto[];
}

export class ExperienceOptionEditDto {
  @ApiProperty({ example: 'emergency-procedures', maxLength: 60, description: 'Slug; a new one adds an option' })
  @IsString()
  @MaxLength(60)
  @Matches(SLUG, { message: 'id must be a slug (lower-case letters, digits and single dashes)' })
  id: string;

  @ApiProperty({ maxLength: 120 })
  @IsString()
  @Length(1, 120)
  @printable()
  name: string;

  @ApiProperty({ type: 'integer', minimum: minMinutes, maximum: maxMinutes })
  @IsInt({ message: 'minutes must be a whole number' })
  @Min(minMinutes)
  @Max(maxMinutes)
  minutes: number;

  @ApiProperty({ type: 'integer', minimum: minPricePence, maximum: maxPricePence, description: 'Whole pence, £1 to £10,000' })
  @IsInt({ message: 'pricePence must be a whole number of pence' })
  @Min(minPricePence, { message: 'pricePence must be at least 100 (£1.00)' })
  @Max(maxPricePence, { message: 'pricePence must be at most 1000000 (£10,000.00)' })
  pricePence: number;

  @ApiProperty()
  @IsBoolean()
  active: boolean;

  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: 1,
    maximum: maxPartySize,
    description: 'How many people one booking may be for; left out: kept (1 for a new option)',
  })
  @IsOptional()
  @IsInt({ message: 'The largest party must be a whole number of people' })
  @Min(1, { message: 'The largest party must be at least 1 person' })
  @Max(maxPartySize, { message: `The largest party can be at most ${maxPartySize} people` })
  maxPartySize?: number;

  @ApiProperty({
    required: false,
    type: 'integer',
    minimum: 0,
    maximum: maxPricePence,
    description: 'Whole pence each person after the first adds; left out: kept (0 for a new option)',
  })
  @IsOptional()
  @IsInt({ message: 'The price per extra person must be a whole number of pence' })
  @Min(0, { message: 'The price per extra person cannot be negative' })
  @Max(maxPricePence, { message: 'The price per extra person can be at most £10,000.00' })
  extraPersonPence?: number;
}

/** A staff edit of an experience: options left out are taken off sale (never deleted). */
export class UpdateExperienceDto {
  @ApiProperty({ maxLength: 120 })
  @IsString()
  @Length(1, 120)
  @printable()
  name: string;

  @OneOfField(EXPERIENCE_GROUPS, 'ExperienceGroup')
  group: ExperienceGroup;

  @ApiProperty({ maxLength: 2000 })
  @IsString()
  @MaxLength(2000)
  @printable()
  description: string;

  @ApiProperty({ type: String, isArray: true, maxItems: maxIncluded })
  @IsArray()
  @ArrayMaxSize(maxIncluded)
  @IsString({ each: true })
  @Length(1, 200, { each: true })
  @printable(true)
  included: string[];

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 99 })
  @IsInt()
  @Min(0)
  @Max(99)
  minimumAge: number;

  @ApiProperty()
  @IsBoolean()
  active: boolean;

  @ApiProperty({ type: ExperienceOptionEditDto, isArray: true, minItems: minOptions, maxItems: maxOptions })
  @IsArray()
  @ArrayMinSize(minOptions, { message: 'An experience needs at least one option' })
  @ArrayMaxSize(maxOptions, { message: `An experience has at most ${maxOptions} options` })
  @ValidateNested({ each: true })
  @Type(() => ExperienceOptionEditDto)
  options: ExperienceOptionEditDto[];
}
