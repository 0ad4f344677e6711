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

/** An address that cannot be posted to; `problems` name each field (the cart shows them beside the fields). */
export class InvalidDeliveryAddressError extends domainError('CATALOG.INVALID_DELIVERY_ADDRESS', 'invalid') {
  override readonly details: { problems: DeliveryProblem[] };

  constructor(message: string, problems: DeliveryProblem[] = []) {
    super(message);
    this.details = { problems };
  }
}

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

/** The parts of a delivery address a person fills in. */
export type DeliveryField = 'name' | 'line1' | 'line2' | 'town' | 'postcode';

/** What is wrong with one part of a delivery address, in words for the person who typed it. */
export interface DeliveryProblem {
  field: DeliveryField;
  message: string;
}

/** The form's parts in its order: the label a message names, and whether the part may be left empty. */
const PARTS: { field: DeliveryField; label: string; optional?: boolean }[] = [
  { field: 'name', label: 'name' },
  { field: 'line1', label: 'first line' },
  { field: 'line2', label: 'second address line', optional: true },
  { field: 'town', label: 'town' },
  { field: 'postcode', label: 'postcode' },
];

function postcodeProblem(value: string): string | null {
  try {
    normalizeUkPostcode(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

function partProblem(value: string, { field, label, optional }: (typeof PARTS)[number]): string | null {
  if (!value) return optional ? null : `Please enter the ${label} of the delivery address.`;
  if (value.length > DELIVERY_FIELD_MAX) return `The ${label} must be at most ${DELIVERY_FIELD_MAX} characters.`;
  return field === 'postcode' ? postcodeProblem(value) : null;
}

/**
 * Every problem of an address, field by field, in the order the form shows them: the same rule the checkout applies
 * (the cart asks it before payment, docs/product.md, Shop and cart).
 */
export function deliveryProblems(address: Partial<DeliveryAddress>): DeliveryProblem[] {
  return PARTS.flatMap((part) => {
    const message = partProblem(address[part.field]?.trim() ?? '', part);
    return message ? [{ field: part.field, message }] : [];
  });
}

/** Throws every problem of the address at once (the first as the message); nothing when it can be posted to. */
export function assertDeliverable(address: Partial<DeliveryAddress>): void {
  const problems = deliveryProblems(address);
  if (problems.length > 0) throw new InvalidDeliveryAddressError(problems[0].message, problems);
}

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
  assertDeliverable(address);
  return {
    name: address.name!.trim(),
    line1: address.line1!.trim(),
    line2: address.line2?.trim() || null,
    town: address.town!.trim(),
    postcode: normalizeUkPostcode(address.postcode!),
  };
}
