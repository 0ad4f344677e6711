import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';

export class UnknownExperienceError extends domainError('EXPERIENCE.UNKNOWN', 'invalid') {
  constructor(id: string) {
    super(`There is no experience called ${JSON.stringify(String(id).slice(0, 60))}.`);
  }
}

export class OptionNotOfferedError extends domainError('EXPERIENCE.OPTION_NOT_OFFERED', 'invalid') {
  constructor(experienceName: string, offered: readonly string[]) {
    super(`${experienceName} is not offered that way. Choose one of: ${offered.join(', ')}.`);
  }
}

export class DuplicateOptionError extends domainError('EXPERIENCE.DUPLICATE_OPTION', 'invalid') {
  constructor(optionId: string) {
    super(`Two options are called ${JSON.stringify(optionId.slice(0, 60))}: each option needs its own id.`);
  }
}

export class ExperienceNotFoundError extends fixedDomainError(
  'EXPERIENCE.NOT_FOUND',
  'not_found',
  'There is no such experience.',
) {}
