/** How a domain error should be understood by a caller; the HTTP layer maps each kind to a status. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_many'
  | 'unavailable';

/** Base of every business rule violation: a stable machine-readable `code` and a message a person can read. */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;
  /** Extra fields for the caller, sent in the error body next to `code` and `message`. */
  readonly details?: Record<string, unknown>;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * Base of a domain error class with a fixed code and kind; the class itself builds the message, or takes it as given:
 * `class TooFarAheadError extends domainError('BOOKING.TOO_FAR_AHEAD', 'invalid') { constructor(last: string) { super(…); } }`.
 */
export function domainError<Code extends string>(code: Code, kind: DomainErrorKind) {
  return class extends DomainError {
    readonly code = code;
    readonly kind = kind;
  };
}

/** Base of a domain error class whose code, kind and message never vary: `class SlotTakenError extends fixedDomainError(…) {}`. */
export function fixedDomainError<Code extends string>(code: Code, kind: DomainErrorKind, message: string) {
  return class extends domainError(code, kind) {
    constructor() {
      super(message);
    }
  };
}
