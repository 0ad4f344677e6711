import type { ValidationError } from 'class-validator';
import { domainError } from '../errors/domain-error';
import { validationSentences } from './validation-sentences';

/** A request the DTOs refused: every problem as a sentence, together in `message` and one by one in `problems`. */
export class RequestValidationError extends domainError('REQUEST.VALIDATION_FAILED', 'invalid') {
  override readonly details: { problems: string[] };

  constructor(problems: string[]) {
    super(problems.join(' '));
    this.details = { problems };
  }

  /** The global validation pipe's `exceptionFactory`. */
  static fromErrors(errors: ValidationError[]): RequestValidationError {
    return new RequestValidationError(validationSentences(errors));
  }
}
