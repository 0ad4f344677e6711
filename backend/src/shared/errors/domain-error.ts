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
