import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';

export class ProductNotFoundError extends domainError('CATALOG.PRODUCT_NOT_FOUND', 'not_found') {
  constructor(id: string) {
    super(`There is no product with id ${JSON.stringify(id.slice(0, 64))}.`);
  }
}

export class ProductNameTakenError extends domainError('CATALOG.PRODUCT_NAME_TAKEN', 'conflict') {
  constructor(name: string) {
    super(`A product named "${name}" already exists.`);
  }
}

export class InvalidProductError extends domainError('CATALOG.INVALID_PRODUCT', 'invalid') {
  constructor(problems: string[]) {
    super(problems.join('; '));
  }
}

export class NotAnImageError extends fixedDomainError('CATALOG.NOT_AN_IMAGE', 'invalid', 'Please select an image file') {}

export class ImageTooLargeError extends fixedDomainError(
  'CATALOG.IMAGE_TOO_LARGE',
  'invalid',
  'Image must be smaller than 2MB',
) {}

export class ImageNotBase64Error extends fixedDomainError(
  'CATALOG.IMAGE_NOT_BASE64',
  'invalid',
  'The image must be sent as a base64 data URL (data:image/...;base64,...).',
) {}

export class GiftForNotAGiftCardError extends fixedDomainError(
  'CATALOG.GIFT_FOR_NOT_A_GIFT_CARD',
  'invalid',
  'Only a product in the Gift Card category can buy an experience',
) {}

export class UnknownGiftOptionError extends fixedDomainError(
  'CATALOG.UNKNOWN_GIFT_OPTION',
  'invalid',
  'The gift card must buy an experience option of the catalogue',
) {}
