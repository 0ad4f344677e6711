import { Injectable } from '@nestjs/common';
import { ChosenOption, chosenName, ExperienceCatalogueService } from '../../experience/application/experience-catalogue.service';
import type { BookableOption } from '../domain/booking';

/** What a customer asks to book: an experience (or an old session id) and an option by id or by minutes. */
export interface BookableRequest {
  sessionType: string;
  optionId?: string | null;
  durationMinutes?: number | null;
}

const toBookable = (chosen: ChosenOption): BookableOption => ({
  experienceId: chosen.experience.id,
  optionId: chosen.option.id,
  name: chosenName(chosen),
  bookedAs: chosen.experience.bookedAs,
  minutes: chosen.option.minutes,
  pricePence: chosen.option.pricePence,
});

/** Booking's reading of the experience catalogue: the option asked for, priced now. */
@Injectable()
export class BookableOptions {
  constructor(private readonly catalogue: ExperienceCatalogueService) {}

  /** The option on sale now; refused when the experience or option is unknown or off sale. */
  async onSale(request: BookableRequest): Promise<BookableOption> {
    return toBookable(
      await this.catalogue.optionOnSale({ experienceId: request.sessionType, optionId: request.optionId, minutes: request.durationMinutes }),
    );
  }

  /** An option on sale or not (a voucher or a booking made for it keeps working), null when unknown. */
  async find(experienceId: string, optionId: string): Promise<BookableOption | null> {
    const chosen = await this.catalogue.anyOption(experienceId, optionId);
    return chosen && toBookable(chosen);
  }
}
