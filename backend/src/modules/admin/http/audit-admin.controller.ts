import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { toCsv } from '../../../shared/http/csv';
import { formatDay, formatMoment } from '../../../shared/format-date';
import { type AuditEntry, AuditQueries, exported, StaffChanges } from '../../audit/audit.public';
import { londonDays } from '../../booking/booking.public';
import { AuditEntryDto, AuditListDto, AuditQueryDto } from './audit-admin.dto';
import { sendCsv } from '../../../shared/http/csv-exports';
import { StaffOnly } from '../../account/account.public';

const toDto = ({ id, at, actor, kind, subject, summary, before, after }: AuditEntry): AuditEntryDto => ({
  id,
  at: at.toISOString(),
  actorId: actor.id,
  actorEmail: actor.email,
  actorRole: actor.role,
  kind,
  subject,
  summary,
  before,
  after,
});

/** 'HH:mm' in London, the end of formatMoment's '28 Nov at 15:00'. */
const londonTime = (at: Date) => formatMoment(at).slice(-5);

const json = (fields: Record<string, unknown> | null) => (fields ? JSON.stringify(fields) : '');

/** The owner's AUDIT tab (docs/product.md, Staff panel): every staff change, filtered by person, kind and dates, and its CSV. */
@ApiTags('admin')
@StaffOnly('owner')
@ApiBadRequestResponse({ description: 'BOOKING.INVALID_DATE_RANGE or REQUEST.VALIDATION_FAILED' })
@Controller('admin/audit')
export class AuditAdminController {
  constructor(
    private readonly audit: AuditQueries,
    private readonly changes: StaffChanges,
  ) {}

  @Get()
  @ApiOkResponse({ type: AuditListDto })
  async list(@Query() query: AuditQueryDto): Promise<AuditListDto> {
    const [entries, { actors, kinds }] = await Promise.all([this.entries(query), this.audit.choices()]);
    return { entries: entries.map(toDto), people: actors, kinds };
  }

  @Get('audit.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV of the filtered changes, newest first, header first', schema: { type: 'string' } })
  async csv(@Query() query: AuditQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    const entries = await this.changes.record(
      () => this.entries(query),
      (rows) => exported('audit.csv', rows.length),
    );
    const header = ['Day', 'Time', 'Who', 'Role', 'Kind', 'Subject', 'Summary', 'Before', 'After'];
    const rows = entries.map((entry) => [
      formatDay(entry.at),
      londonTime(entry.at),
      entry.actor.email ?? 'system',
      entry.actor.role,
      entry.kind,
      entry.subject,
      entry.summary,
      json(entry.before),
      json(entry.after),
    ]);
    return sendCsv(response, 'audit', toCsv(header, rows));
  }

  private entries({ from, to, actorId, kind }: AuditQueryDto): Promise<AuditEntry[]> {
    const range = londonDays(from, to);
    return this.audit.list({ actorId, kind, from: range.from, to: range.to });
  }
}
