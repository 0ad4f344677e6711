import { Inject, Injectable } from '@nestjs/common';
import { ChosenOption, Experience, experienceIdOf, onSale, pickOption } from '../domain/experience';
import { OptionNotOfferedError, UnknownExperienceError } from '../domain/experience.errors';
import { EXPERIENCE_REPOSITORY, ExperienceRepository } from './experience.ports';

export type { Experience } from '../domain/experience';

/** What a caller asks for: an experience (slug or legacy session id) and an option by id or minutes. */
export interface OptionRequest {
  experienceId: string;
  optionId?: string | null;
  minutes?: number | null;
}

/**
 * The catalogue of experiences as the rest of the product reads it: what is on sale, and the option
 * (with its current price) a booking or a gift card is for. Read from the database on every call, so a
 * price staff change is charged at once on every API process.
 */
@Injectable()
export class ExperienceCatalogueService {
  constructor(@Inject(EXPERIENCE_REPOSITORY) private readonly experiences: ExperienceRepository) {}

  /** Active experiences with their active options (GET /api/experiences). */
  async activeCatalogue(): Promise<Experience[]> {
    return (await this.experiences.listAll())
      .filter((experience) => experience.active)
      .map(onSale)
      .filter((experience) => experience.options.length > 0);
  }

  /** The option on sale now, priced now; refused when the experience or option is unknown or not on sale. */
  async optionOnSale(request: OptionRequest): Promise<ChosenOption> {
    const found = await this.experiences.findById(experienceIdOf(request.experienceId));
    if (!found || !found.active) throw new UnknownExperienceError(request.experienceId);
    const experience = onSale(found);
    const option = pickOption(experience, request);
    if (!option) throw new OptionNotOfferedError(experience.name, experience.options.map((choice) => choice.name));
    return { experience, option };
  }

  /** The price of every option, on sale or not, by 'experienceId/optionId' (a gift card for an option is priced from it). */
  async optionPrices(): Promise<Map<string, number>> {
    const experiences = await this.experiences.listAll();
    return new Map(experiences.flatMap((experience) => experience.options.map((option) => [`${experience.id}/${option.id}`, option.pricePence] as const)));
  }

  /** An option whether on sale or not (a voucher or booking made for it keeps working); null when it never existed. */
  async anyOption(experienceId: string, optionId: string): Promise<ChosenOption | null> {
    const experience = await this.experiences.findById(experienceIdOf(experienceId));
    const option = experience?.options.find((choice) => choice.id === optionId);
    return experience && option ? { experience, option } : null;
  }
}
