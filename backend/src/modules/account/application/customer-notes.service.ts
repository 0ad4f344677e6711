import { Inject, Injectable } from '@nestjs/common';
import { domainError } from '../../../shared/errors/domain-error';

/** What staff keep about a customer (docs/product.md, Staff panel: CUSTOMERS). */
export interface CustomerNote {
  email: string;
  note: string;
  updatedAt: Date;
}

/** Port: where customer notes are kept, by lower-case e-mail. */
export interface CustomerNoteRepository {
  find(email: string): Promise<CustomerNote | null>;
  save(email: string, note: string, staffUserId: string): Promise<CustomerNote>;
  remove(email: string): Promise<void>;
}

export const CUSTOMER_NOTE_REPOSITORY = Symbol('CUSTOMER_NOTE_REPOSITORY');

/** The longest note staff keep on a customer. */
export const MAX_CUSTOMER_NOTE = 2000;

export class InvalidCustomerNoteError extends domainError('ACCOUNT.INVALID_CUSTOMER_NOTE', 'invalid') {}

/** Staff notes on a customer, one per e-mail address (any letter case): read with their history, written from CUSTOMERS. */
@Injectable()
export class CustomerNotesService {
  constructor(@Inject(CUSTOMER_NOTE_REPOSITORY) private readonly notes: CustomerNoteRepository) {}

  noteOn(email: string): Promise<CustomerNote | null> {
    return this.notes.find(email.trim().toLowerCase());
  }

  /** The customer deleted their account (docs/product.md, Newsletter and personal data): staff's note on them goes too. */
  forget(email: string): Promise<void> {
    return this.notes.remove(email.trim().toLowerCase());
  }

  /** Saves the note (trimmed); an empty note removes it. */
  async write(email: string, note: string, staffUserId: string): Promise<CustomerNote | null> {
    const key = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(key)) throw new InvalidCustomerNoteError('A note is kept against a customer’s e-mail address.');
    const text = note.trim();
    if (text.length > MAX_CUSTOMER_NOTE)
      throw new InvalidCustomerNoteError(`Keep a customer note to ${MAX_CUSTOMER_NOTE} characters.`);
    if (!text) {
      await this.notes.remove(key);
      return null;
    }
    return this.notes.save(key, text, staffUserId);
  }
}
