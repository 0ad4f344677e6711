import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';
import type { BookableOption } from './booking';

export class PartyTooLargeError extends domainError('BOOKING.PARTY_TOO_LARGE', 'invalid') {
  constructor(optionName: string, maxPartySize: number) {
    super(
      maxPartySize === 1
        ? `${optionName} is for one person. Please book each person separately.`
        : `${optionName} takes at most ${maxPartySize} people. Please choose ${maxPartySize} or fewer.`,
    );
  }
}

export class InvalidPartySizeError extends fixedDomainError(
  'BOOKING.INVALID_PARTY_SIZE',
  'invalid',
  'The number of people must be a whole number, at least 1.',
) {}

/**
 * docs/product.md, Booking rules (party size): an option may be booked for up to its largest party; the price is
 * the option's price plus its extra-person price for each person after the first. The option answered carries the
 * party's price, so a gift voucher pays towards the whole party.
 */
export function priceForParty(option: BookableOption, partySize: number): BookableOption {
  if (!Number.isInteger(partySize) || partySize < 1) throw new InvalidPartySizeError();
  if (partySize > option.maxPartySize) throw new PartyTooLargeError(option.name, option.maxPartySize);
  return { ...option, pricePence: option.pricePence + option.extraPersonPence * (partySize - 1) };
}
