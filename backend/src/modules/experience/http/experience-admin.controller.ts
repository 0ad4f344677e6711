import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../account/account.public';
import { ExperienceAdminService } from '../application/experience-admin.service';
import type { Experience } from '../application/experience-catalogue.service';
import { StaffExperienceDto, UpdateExperienceDto } from './experience.dto';
import { type AuditChange, changedFields, StaffChanges } from '../../audit/audit.public';

const toStaff = ({ options, ...experience }: Experience): StaffExperienceDto => ({
  ...experience,
  options: options.map(({ id, name, minutes, pricePence, active, maxPartySize, extraPersonPence }) => ({
    id,
    name,
    minutes,
    pricePence,
    active,
    maxPartySize,
    extraPersonPence,
  })),
});

/** An experience as the trail compares it: each option's each field its own ('60-minutes pricePence'), so a change names just it. */
const experienceFields = ({ options, ...experience }: StaffExperienceDto) => ({
  ...experience,
  ...Object.fromEntries(options.flatMap(({ id, ...option }) => Object.entries(option).map(([field, value]) => [`${id} ${field}`, value]))),
});

const PRICE_FIELDS = ['pricePence', 'extraPersonPence'] as const;

function experienceChange(before: StaffExperienceDto | undefined, after: StaffExperienceDto): AuditChange {
  const priced = (experience?: StaffExperienceDto) =>
    JSON.stringify(experience?.options.map((option) => [option.id, ...PRICE_FIELDS.map((field) => option[field])]));
  const pricesChanged = priced(before) !== priced(after);
  return {
    kind: pricesChanged ? 'experience.price-changed' : 'experience.changed',
    subject: after.id,
    summary: `Changed ${pricesChanged ? 'the prices of ' : ''}${after.name}`,
    ...changedFields(before ? experienceFields(before) : null, experienceFields(after)),
  };
}

/** The admin EXPERIENCES tab: the owner edits names, descriptions, options, prices and what is on sale. */
@ApiTags('experiences')
@StaffOnly('owner')
@Controller('admin/experiences')
export class ExperienceAdminController {
  constructor(
    private readonly experiences: ExperienceAdminService,
    private readonly changes: StaffChanges,
  ) {}

  @Get()
  @ApiOkResponse({ type: StaffExperienceDto, isArray: true })
  async list(): Promise<StaffExperienceDto[]> {
    return (await this.experiences.listAll()).map(toStaff);
  }

  @Put(':id')
  @ApiOkResponse({ type: StaffExperienceDto })
  @ApiBadRequestResponse({ description: 'REQUEST.VALIDATION_FAILED (limits: 1–20 options, £1–£10,000 in whole pence, 15–480 minutes), EXPERIENCE.DUPLICATE_OPTION' })
  @ApiNotFoundResponse({ description: 'EXPERIENCE.NOT_FOUND' })
  async update(@Param('id') id: string, @Body() body: UpdateExperienceDto): Promise<StaffExperienceDto> {
    const before = (await this.experiences.listAll()).map(toStaff).find((experience) => experience.id === id);
    return this.changes.record(
      async () => toStaff(await this.experiences.update(id, body)),
      (after) => experienceChange(before, after),
    );
  }
}
