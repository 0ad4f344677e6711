import { DomainError } from '../../../shared/errors/domain-error';

export class UnknownExperienceError extends DomainError {
  readonly code = 'EXPERIENCE.UNKNOWN';
  readonly kind = 'invalid';
  constructor(id: string) {
    super(`There is no experience called ${JSON.stringify(String(id).slice(0, 60))}.`);
  }
}

export class OptionNotOfferedError extends DomainError {
  readonly code = 'EXPERIENCE.OPTION_NOT_OFFERED';
  readonly kind = 'invalid';
  constructor(experienceName: string, offered: readonly string[]) {
    super(`${experienceName} is not offered that way. Choose one of: ${offered.join(', ')}.`);
  }
}

export class DuplicateOptionError extends DomainError {
  readonly code = 'EXPERIENCE.DUPLICATE_OPTION';
  readonly kind = 'invalid';
  constructor(optionId: string) {
    super(`Two options are called ${JSON.stringify(optionId.slice(0, 60))}: each option needs its own id.`);
  }
}

export class ExperienceNotFoundError extends DomainError {
  readonly code = 'EXPERIENCE.NOT_FOUND';
  readonly kind = 'not_found';
  constructor() {
    super('There is no such experience.');
  }
}
