import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ExperienceCatalogueService } from '../application/experience-catalogue.service';
import { ExperienceDto } from './experience.dto';
import { legacyIdsOf } from '../domain/experience';

@ApiTags('experiences')
@Controller()
export class ExperiencesController {
  constructor(private readonly catalogue: ExperienceCatalogueService) {}

  /** Everything on sale, with the server's prices: content pages and /book-flight read it. */
  @Get('experiences')
  @SkipThrottle()
  @ApiOkResponse({ type: ExperienceDto, isArray: true })
  async experiences(): Promise<ExperienceDto[]> {
    return (await this.catalogue.activeCatalogue()).map(({ id, name, group, description, included, minimumAge, bookedAs, options }) => ({
      id,
      name,
      group,
      description,
      included,
      minimumAge,
      bookedAs,
      options: options.map(({ id, name, minutes, pricePence, maxPartySize, extraPersonPence }) => ({
        id,
        name,
        minutes,
        pricePence,
        maxPartySize,
        extraPersonPence,
      })),
      legacyIds: legacyIdsOf(id),
    }));
  }
}
