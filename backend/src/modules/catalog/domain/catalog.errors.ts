import { DomainError } from '../../../shared/errors/domain-error';

export class ProductNotFoundError extends DomainError {
  readonly code = 'CATALOG.PRODUCT_NOT_FOUND';
  readonly kind = 'not_found';
  constructor(id: string) {
    super(`There is no product with id ${JSON.stringify(id.slice(0, 64))}.`);
  }
}

export class ProductNameTakenError extends DomainError {
  readonly code = 'CATALOG.PRODUCT_NAME_TAKEN';
  readonly kind = 'conflict';
  constructor(name: string) {
    super(`A product named "${name}" already exists.`);
  }
}

export class InvalidProductError extends DomainError {
  readonly code = 'CATALOG.INVALID_PRODUCT';
  readonly kind = 'invalid';
  constructor(problems: string[]) {
    super(problems.join('; '));
  }
}

export class NotAnImageError extends DomainError {
  readonly code = 'CATALOG.NOT_AN_IMAGE';
  readonly kind = 'invalid';
  constructor() {
    super('Please select an image file');
  }
}

export class ImageTooLargeError extends DomainError {
  readonly code = 'CATALOG.IMAGE_TOO_LARGE';
  readonly kind = 'invalid';
  constructor() {
    super('Image must be smaller than 2MB');
  }
}

export class ImageNotBase64Error extends DomainError {
  readonly code = 'CATALOG.IMAGE_NOT_BASE64';
  readonly kind = 'invalid';
  constructor() {
    super('The image must be sent as a base64 data URL (data:image/...;base64,...).');
  }
}

export class GiftForNotAGiftCardError extends DomainError {
  readonly code = 'CATALOG.GIFT_FOR_NOT_A_GIFT_CARD';
  readonly kind = 'invalid';
  constructor() {
    super('Only a product in the Gift Card category can buy an experience');
  }
}

export class UnknownGiftOptionError extends DomainError {
  readonly code = 'CATALOG.UNKNOWN_GIFT_OPTION';
  readonly kind = 'invalid';
  constructor() {
    super('The gift card must buy an experience option of the catalogue');
  }
}
