import type { components } from './api-schema';
import { useServedOrFetched } from './served-data';

export type Experience = components['schemas']['ExperienceDto'];
export type ExperienceOption = components['schemas']['ExperienceOptionDto'];
export type ExperienceGroup = components['schemas']['ExperienceGroup'];

/** What a page sells from the catalogue: an experience, and one of its options. */
export interface CatalogueRef {
  experience: string;
  option: string;
}

let catalogueHook: Promise<() => Experience[] | undefined> | undefined;
/** The API's hook for the catalogue, its module (and RTK Query) downloaded on first use. */
const loadCatalogueHook = () => (catalogueHook ??= import('./experiences-api').then(({ useCatalogue }) => useCatalogue));

/**
 * The catalogue as a content page shows it: the one the page was served with (no API code downloaded), or, on a page
 * opened by navigation, the API's current one (undefined while it loads).
 */
const useExperiences = () => useServedOrFetched('getExperiences', loadCatalogueHook);

/** An experience on sale now (undefined while the catalogue loads, or when it is not on sale). */
export function useExperienceOnSale(id: string): Experience | undefined {
  return useExperiences()?.find((experience) => experience.id === id);
}

/** The option a page sells, priced as the catalogue serves it now (undefined as for useExperienceOnSale). */
export function useCatalogueOption(ref: CatalogueRef): ExperienceOption | undefined {
  return useExperienceOnSale(ref.experience)?.options.find((option) => option.id === ref.option);
}

/** The experience a link names: by its slug, or by an old session id (`?session=tryandfly`) the catalogue lists for it. */
export const findExperience = (experiences: Experience[], idOrLegacy: string) =>
  experiences.find((experience) => experience.id === idOrLegacy) ?? experiences.find((experience) => experience.legacyIds.includes(idOrLegacy));

/** The calendars a booking takes a time on: the simulator's slots, or a coach's online sessions. */
export type SlotCalendar = 'slot' | 'online';

/**
 * The one rule for which experiences take a time slot: those booked on a calendar (the simulator's, or a coach's
 * online), or, when one is named, on that calendar only. A course (a preferred date) and an enquiry take none.
 */
export const takesSlot = (experience: Pick<Experience, 'bookedAs'>, calendar?: SlotCalendar): boolean =>
  calendar ? experience.bookedAs === calendar : experience.bookedAs === 'slot' || experience.bookedAs === 'online';

/** The booking form's anchor on /book-flight: a deep link lands on the form, its choice made. */
export const BOOKING_FORM_ANCHOR = 'booking-form';

/** '/book-flight?experience=scenario-flight&option=emergency-procedures#booking-form'. */
export const bookingLink = (experienceId: string, optionId?: string) =>
  `/book-flight?experience=${encodeURIComponent(experienceId)}${optionId ? `&option=${encodeURIComponent(optionId)}` : ''}#${BOOKING_FORM_ANCHOR}`;

/** The lowest price of an experience's options, in pence. */
export const lowestPrice = (experience: Experience) => Math.min(...experience.options.map((option) => option.pricePence));

export const durationLabel = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`);

/** '1 hour', '1-2 hours', '60-180 minutes': how long an experience's options run. */
export function durationRange(experience: Experience): string {
  const minutes = experience.options.map((option) => option.minutes);
  const [low, high] = [Math.min(...minutes), Math.max(...minutes)];
  if (low === high) return durationLabel(low);
  return low % 60 === 0 && high % 60 === 0 ? `${low / 60}-${high / 60} hours` : `${low}-${high} minutes`;
}
