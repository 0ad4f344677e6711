import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from './staff-only.decorator';
import { ExperienceAdminService } from '../../experience/application/experience-admin.service';
import type { Experience } from '../../experience/application/experience-catalogue.service';
import { StaffExperienceDto, UpdateExperienceDto } from '../../experience/application/experience.dto';

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

/** The admin EXPERIENCES tab: staff edit names, descriptions, options, prices and what is on sale. */
@ApiTags('experiences')
@StaffOnly()
@Controller('admin/experiences')
export class ExperienceAdminController {
  constructor(private readonly experiences: ExperienceAdminService) {}

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
    return toStaff(await this.experiences.update(id, body));
  }
}
