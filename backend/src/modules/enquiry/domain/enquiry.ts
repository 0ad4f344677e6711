import { defineEvent } from '../../../shared/outbox/domain-event';
import type { EnquiryStatus } from './enquiry-inbox';

/** The five enquiry types of the contact form (docs/product.md, Contact and enquiries), value → the label a person reads. */
export const ENQUIRY_TYPE_LABELS = {
  booking: 'Flight Experience Booking',
  gift: 'Gift Vouchers',
  'home-sim': 'Home Sim Coaching',
  group: 'Group Bookings',
  general: 'General Enquiry',
} as const;

export type EnquiryType = keyof typeof ENQUIRY_TYPE_LABELS;
export const ENQUIRY_TYPES = Object.keys(ENQUIRY_TYPE_LABELS) as EnquiryType[];

export const MAX_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 40;
export const MAX_MESSAGE_LENGTH = 5000;

/** A message sent through the contact form. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string;
  enquiryType: EnquiryType;
  message: string;
  /** Staff inbox: where the enquiry stands and what staff noted on it. */
  status: EnquiryStatus;
  note: string;
  createdAt: Date;
}

export type NewContactMessage = Omit<ContactMessage, 'id' | 'createdAt' | 'status' | 'note'>;

/** Event: an enquiry was stored; the worker e-mails the staff a notice and the customer an acknowledgement. */
export interface EnquiryReceivedPayload {
  contactMessageId: string;
}
export const ENQUIRY_RECEIVED = defineEvent<EnquiryReceivedPayload>()('enquiry.received');

// Control characters other than tab and line breaks have no place in a form field (and Postgres refuses NUL).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Deliberately loose (the form uses type="email"; docs/product.md, Contact and enquiries): one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function textProblem(value: unknown, missing: string, maxLength: number, tooLong: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return missing;
  if (value.trim().length > maxLength) return tooLong;
  if (CONTROL_CHARACTERS.test(value)) return `${missing.replace(/\.$/, '')} without control characters.`;
  return null;
}

export const nameProblem = (value: unknown) =>
  textProblem(value, 'Please enter your name.', MAX_NAME_LENGTH, `Your name must be at most ${MAX_NAME_LENGTH} characters.`);

export const phoneProblem = (value: unknown) =>
  textProblem(value, 'Please enter your phone number.', MAX_PHONE_LENGTH, `Your phone number must be at most ${MAX_PHONE_LENGTH} characters.`);

export const messageProblem = (value: unknown) =>
  textProblem(value, 'Please enter your message.', MAX_MESSAGE_LENGTH, `Your message must be at most ${MAX_MESSAGE_LENGTH} characters.`);

export function emailProblem(value: unknown): string | null {
  const missing = textProblem(value, 'Please enter your email address.', MAX_EMAIL_LENGTH, `Your email address must be at most ${MAX_EMAIL_LENGTH} characters.`);
  if (missing) return missing;
  return EMAIL.test((value as string).trim()) ? null : 'Please enter a valid email address.';
}

export function enquiryTypeProblem(value: unknown): string | null {
  return isEnquiryType(value) ? null : `Please choose an enquiry type: one of ${ENQUIRY_TYPES.join(', ')}.`;
}

export function isEnquiryType(value: unknown): value is EnquiryType {
  return typeof value === 'string' && Object.hasOwn(ENQUIRY_TYPE_LABELS, value);
}
