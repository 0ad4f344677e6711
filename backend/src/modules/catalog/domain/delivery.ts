import { domainError, fixedDomainError } from '../../../shared/errors/domain-error';

/** The only category that is posted; gift cards, experiences, training and coaching are digital. */
export const POSTED_CATEGORY = 'Merchandise';

export const DELIVERY_FIELD_MAX = 120;

/** Where a merchandise order is posted (UK only). */
export interface DeliveryAddress {
  name: string;
  line1: string;
  line2: string | null;
  town: string;
  /** Upper case, one space before the inward code: 'EX10 0JH'. */
  postcode: string;
}

export class DeliveryAddressRequiredError extends fixedDomainError(
  'CATALOG.DELIVERY_ADDRESS_REQUIRED',
  'invalid',
  'Your cart holds items we post: please give the name and UK address to deliver to.',
) {}

export class InvalidDeliveryAddressError extends domainError('CATALOG.INVALID_DELIVERY_ADDRESS', 'invalid') {}

export class OrderNotDispatchableError extends fixedDomainError(
  'CATALOG.ORDER_NOT_DISPATCHABLE',
  'conflict',
  'Only a paid order with items to post can be marked dispatched.',
) {}

/** The address as the lines of an envelope (no empty second line). */
export const addressLines = (address: DeliveryAddress): string[] =>
  [address.name, address.line1, address.line2, address.town, address.postcode].filter((line): line is string => Boolean(line));

/** True when some line of the order has to be posted. */
export const needsDelivery = (lines: readonly { category: string }[]) => lines.some((line) => line.category === POSTED_CATEGORY);

// The UK postcode format (outward code: area letters, district; inward code: sector digit, unit letters).
const UK_POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ](?:[0-9][0-9A-HJKPSTUW]?|[A-HK-Y][0-9][0-9ABEHMNPRVWXY]?) ?[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** The postcode in its canonical form, or throws: not a UK postcode, or a BFPO one (British Forces post is not served). */
export function normalizeUkPostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact.startsWith('BFPO'))
    throw new InvalidDeliveryAddressError('We cannot post to BFPO addresses. Please give a UK street address.');
  if (!UK_POSTCODE.test(compact))
    throw new InvalidDeliveryAddressError('Please enter a valid UK postcode (we post within the UK only).');
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

const required = (value: string | null | undefined, label: string): string => {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw new InvalidDeliveryAddressError(`Please enter the ${label} of the delivery address.`);
  if (trimmed.length > DELIVERY_FIELD_MAX)
    throw new InvalidDeliveryAddressError(`The ${label} must be at most ${DELIVERY_FIELD_MAX} characters.`);
  return trimmed;
};

/**
 * The address an order is posted to: required (and checked) when the cart holds merchandise, dropped
 * when it holds none (nothing is posted, so nothing is kept).
 */
export function deliveryFor(
  lines: readonly { category: string }[],
  address: Partial<DeliveryAddress> | undefined,
): DeliveryAddress | null {
  if (!needsDelivery(lines)) return null;
  if (!address) throw new DeliveryAddressRequiredError();
  const line2 = address.line2?.trim() || null;
  if (line2 && line2.length > DELIVERY_FIELD_MAX)
    throw new InvalidDeliveryAddressError(`The second address line must be at most ${DELIVERY_FIELD_MAX} characters.`);
  return {
    name: required(address.name, 'name'),
    line1: required(address.line1, 'first line'),
    line2,
    town: required(address.town, 'town'),
    postcode: normalizeUkPostcode(required(address.postcode, 'postcode')),
  };
}
