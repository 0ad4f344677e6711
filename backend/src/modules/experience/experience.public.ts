/**
 * The experience module's public surface: its Nest module and the experiences catalogue. Other modules and the
 * worker import experience only through this file (dependency-cruiser: modules-meet-through-public-files, worker-
 * through-public-files); the rest is experience's own.
 */
export { ExperienceModule } from './experience.module';
export { ExperienceCatalogueService } from './application/experience-catalogue.service';
export { chosenName, type ChosenOption } from './domain/experience';
