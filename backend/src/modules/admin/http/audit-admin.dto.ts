import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { LondonDateField } from '../../../shared/http/london-date-field';

/** The AUDIT tab's filters: a range of London dates (inclusive, at most 366 days), and optionally a person and a kind. */
export class AuditQueryDto {
  @LondonDateField('2026-11-01', "First London date 'YYYY-MM-DD'")
  from: string;

  @LondonDateField('2026-11-30', "Last London date 'YYYY-MM-DD' (inclusive; at most 366 days)")
  to: string;

  @ApiProperty({ required: false, format: 'uuid', description: 'Only changes made by this staff member' })
  @IsOptional()
  @IsUUID()
  actorId?: string;

  @ApiProperty({ required: false, example: 'booking.cancelled', description: 'Only changes of this kind' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  kind?: string;
}

/** One change on the trail: who, when, what, and the changed fields before and after. */
export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '2026-11-27T10:15:00.000Z' }) at: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: "The staff member's id; null for the system" }) actorId: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'owner@skyward.test' }) actorEmail: string | null;
  @ApiProperty({ example: 'owner', description: "owner, staff, instructor or 'system'" }) actorRole: string;
  @ApiProperty({ example: 'experience.price-changed' }) kind: string;
  @ApiProperty({ example: 'A1B2C3D4', description: 'What was changed: a reference, code, date or id' }) subject: string;
  @ApiProperty({ example: 'Changed the prices of Trial Flight' }) summary: string;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'The changed fields as they were' })
  before: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'The changed fields as they became' })
  after: Record<string, unknown> | null;
}

export class AuditPersonDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'owner@skyward.test' }) email: string;
}

/** The AUDIT tab: the matching changes, newest first (at most 5,000), and the people and kinds to filter by. */
export class AuditListDto {
  @ApiProperty({ type: AuditEntryDto, isArray: true }) entries: AuditEntryDto[];
  @ApiProperty({ type: AuditPersonDto, isArray: true, description: 'Everyone the trail names, by e-mail' }) people: AuditPersonDto[];
  @ApiProperty({ type: String, isArray: true, description: 'Every kind the trail holds' }) kinds: string[];
}
