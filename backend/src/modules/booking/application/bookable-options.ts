import { Injectable } from '@nestjs/common';
import { ChosenOption, chosenName, ExperienceCatalogueService } from '../../experience/experience.public';
import type { BookableOption } from '../domain/booking';
import { priceForParty } from '../domain/party';

/** What a customer asks to book: an experience (or an old session id) and an option by id or by minutes. */
export interface BookableRequest {
  sessionType: string;
  optionId?: string | null;
  durationMinutes?: number | null;
  /** How many people (1 when not sent); the option answered is priced for the party. */
  partySize?: number | null;
}

const toBookable = (chosen: ChosenOption): BookableOption => ({
  experienceId: chosen.experience.id,
  optionId: chosen.option.id,
  name: chosenName(chosen),
  bookedAs: chosen.experience.bookedAs,
  minutes: chosen.option.minutes,
  pricePence: chosen.option.pricePence,
  maxPartySize: chosen.option.maxPartySize,
  extraPersonPence: chosen.option.extraPersonPence,
});

/** Booking's reading of the experience catalogue: the option asked for, priced now. */
@Injectable()
export class BookableOptions {
  constructor(private readonly catalogue: ExperienceCatalogueService) {}

  /** The option on sale now, priced for the party; refused when the experience or option is unknown or off sale, or the party too large. */
  async onSale(request: BookableRequest): Promise<BookableOption> {
    const chosen = await this.catalogue.optionOnSale({ experienceId: request.sessionType, optionId: request.optionId, minutes: request.durationMinutes });
    return priceForParty(toBookable(chosen), request.partySize ?? 1);
  }

  /** An option on sale or not (a voucher or a booking made for it keeps working), null when unknown. */
  async find(experienceId: string, optionId: string): Promise<BookableOption | null> {
    const chosen = await this.catalogue.anyOption(experienceId, optionId);
    return chosen && toBookable(chosen);
  }
}
