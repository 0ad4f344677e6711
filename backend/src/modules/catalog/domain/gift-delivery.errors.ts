import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';

export class GiftDateInvalidError extends domainError('CATALOG.GIFT_DATE_INVALID', 'invalid') {
  constructor(reason: 'format' | 'past' | 'too_far') {
    super(
      reason === 'format'
        ? 'Please choose a delivery date.'
        : reason === 'past'
          ? 'The delivery date cannot be in the past.'
          : 'The delivery date must be within 12 months.',
    );
  }
}

export class GiftNotAGiftCardError extends fixedDomainError(
  'CATALOG.GIFT_NOT_A_GIFT_CARD',
  'invalid',
  'Only a gift card can be sent to a recipient.',
) {}

export class GiftLineRepeatedError extends fixedDomainError(
  'CATALOG.GIFT_LINE_REPEATED',
  'invalid',
  'A gift card sent to a recipient must be one line of the cart.',
) {}

export class GiftRecipientInvalidError extends fixedDomainError(
  'CATALOG.GIFT_RECIPIENT_INVALID',
  'invalid',
  "Please give the recipient's name and e-mail address.",
) {}

export class GiftNotFoundError extends fixedDomainError('CATALOG.GIFT_NOT_FOUND', 'not_found', 'We could not find that gift.') {}

export class GiftAlreadyDeliveredError extends fixedDomainError(
  'CATALOG.GIFT_ALREADY_DELIVERED',
  'conflict',
  'This gift has already been sent to its recipient, so its date and address can no longer be changed.',
) {}

export class GiftMessageTooLongError extends domainError('CATALOG.GIFT_MESSAGE_TOO_LONG', 'invalid') {
  constructor(max: number) {
    super(`The gift message can be at most ${max} characters.`);
  }
}
