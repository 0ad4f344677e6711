/**
 * The words a person reads for a request field: `pricePence` is "Price", `sessionType` "Experience". Request fields are
 * named for code; what staff and customers read is named for them (docs/product.md, "Staff panel": messages are sentences).
 */
const LABELS: Record<string, string> = {
  id: 'Code',
  q: 'Search',
  email: 'E-mail address',
  sessionType: 'Experience',
  experienceId: 'Experience',
  optionId: 'Option',
  durationMinutes: 'Length',
  minutes: 'Length in minutes',
  pricePence: 'Price',
  valuePence: 'Value',
  amountPence: 'Amount',
  extraPersonPence: 'Price for each extra person',
  maxPartySize: 'Largest party',
  partySize: 'Number of people',
  startTime: 'Start time',
  startsAt: 'Start time',
  from: 'Start date',
  to: 'End date',
  phone: 'Phone number',
  paymentIntentId: 'Payment',
  url: 'Address',
  image: 'Image',
  imageUrl: 'Image',
  included: "What's included",
  line1: 'Address line 1',
  line2: 'Address line 2',
  totalPrice: 'Total price',
  giftFor: 'Gift',
  recipientName: "Recipient's name",
  recipientEmail: "Recipient's e-mail",
  deliverOn: 'Delivery date',
};

/** Suffixes that name a unit or a kind for code, not for a person. */
const UNIT_SUFFIX = /(Pence|Minutes|Id|Ids|At|Iso)$/;

/** "Price", "Start date", "Largest party": the label of a request field, sentence case. */
export function fieldLabel(property: string): string {
  const known = LABELS[property];
  if (known) return known;
  const words = property
    .replace(UNIT_SUFFIX, (suffix, _match, offset: number) => (offset === 0 ? suffix : ''))
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This field';
}

/** "option" for `options`, "line" for `lines`: one item of a list field, for "Enter a price for option 2." */
export function itemLabel(listProperty: string): string {
  const label = fieldLabel(listProperty).toLowerCase();
  if (label.endsWith('ies')) return `${label.slice(0, -3)}y`;
  return label.endsWith('s') ? label.slice(0, -1) : label;
}

/** A field whose value is money in pence, shown to people as pounds. */
export const isPenceField = (property: string): boolean => /Pence$|^totalPrice$/.test(property);
