import type { RegisterOptions } from 'react-hook-form';
import { apiErrorCode, apiErrorMessage } from '../../lib/api-error';
import type { ExperienceLevel } from './api/booking-api';
import type { WhoIsFlying } from './party';

export interface BookingFormValues {
  sessionType: string;
  optionId: string;
  date: Date | undefined;
  timeSlot: string;
  experienceLevel: ExperienceLevel | '';
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** docs/product.md, Booking rules: party size and the questions before the flight. */
  partySize: number;
  whoIsFlying: WhoIsFlying;
  participantName: string;
  ageRulesConfirmed: boolean;
  /** The tick 'E-mail me about this booking' (docs/product.md, E-mails), unticked until the customer ticks it. */
  emailOptIn: boolean;
}

/** The server's limits (CustomerContactDto): the inputs refuse more, so nothing typed is refused later. */
export const LIMITS = { name: 120, email: 254, phone: 40, notes: 2000 } as const;

/** The server's phone rule: at least six digits, with spaces, +, brackets, dots or dashes. */
const PHONE = /^(?=(?:\D*\d){6})[\d\s+().-]{6,40}$/;
/** One @, a dot in the domain, no spaces (the server checks it fully). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const filled = (message: string) => (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : Boolean(value)) || message;

/** Each field's checks, with what the form says beside it when one fails. */
export const RULES: { [Field in keyof BookingFormValues]?: RegisterOptions<BookingFormValues, Field> } = {
  sessionType: { validate: filled('Choose a session.') },
  date: { validate: filled('Choose a date.') },
  timeSlot: { validate: filled('Choose a time.') },
  experienceLevel: { validate: filled('Choose your experience level.') },
  name: {
    validate: filled('Enter your full name.'),
    maxLength: { value: LIMITS.name, message: `Your name can be at most ${LIMITS.name} characters.` },
  },
  email: {
    validate: {
      filled: filled('Enter your e-mail address.'),
      shape: (value) => EMAIL.test(String(value).trim()) || 'Enter an e-mail address such as name@example.com.',
    },
    maxLength: { value: LIMITS.email, message: `Your e-mail address can be at most ${LIMITS.email} characters.` },
  },
  phone: {
    validate: {
      filled: filled('Enter your phone number.'),
      shape: (value) => PHONE.test(String(value).trim()) || 'Enter a phone number with at least 6 digits, such as 07700 900123.',
    },
  },
  notes: { maxLength: { value: LIMITS.notes, message: `Special requests can be at most ${LIMITS.notes} characters.` } },
};

/** The fields in the order the form shows them: the first one refused gets the focus. */
export const FIELD_ORDER: (keyof BookingFormValues)[] = [
  'sessionType',
  'optionId',
  'date',
  'timeSlot',
  'experienceLevel',
  'name',
  'email',
  'phone',
  'notes',
  'participantName',
  'ageRulesConfirmed',
];

/** Why the booking could not go ahead, titled for what happened, and the field it points to (if one). */
export interface BookingProblem {
  title: string;
  description: string;
  field?: keyof BookingFormValues;
  /** What the field says beside it (the description when not given). */
  fieldError?: string;
}

/** Said beside the times when the chosen one was taken: refused by the server, or shown taken by the live calendar. */
export const SLOT_TAKEN_BESIDE_TIME = 'That slot has just been taken. Please choose another time.';

/** The server's refusal of a hold as the form shows it. */
export function holdProblem(error: unknown): BookingProblem {
  const code = apiErrorCode(error) ?? '';
  const message = apiErrorMessage(error, 'We could not hold that time. Please try again.');
  if (code === 'BOOKING.SLOT_TAKEN' || code === 'BOOKING.SLOT_CLOSED')
    return { title: 'That slot has just been taken', description: 'Someone else has just booked that time. Please choose another.', field: 'timeSlot', fieldError: SLOT_TAKEN_BESIDE_TIME };
  if (code === 'BOOKING.SLOT_IN_PAST' || code === 'BOOKING.OUTSIDE_OPENING_HOURS' || code === 'BOOKING.UNKNOWN_SLOT')
    return { title: 'Choose another time', description: message, field: 'timeSlot' };
  if (code === 'BOOKING.INVALID_DATE' || code === 'BOOKING.TOO_FAR_AHEAD') return { title: 'Check your date', description: message, field: 'date' };
  if (code.startsWith('VOUCHER.')) return { title: 'Check your gift voucher', description: message };
  if (code === 'BOOKING.AGE_RULES_NOT_CONFIRMED') return { title: 'Confirm the age rules', description: message, field: 'ageRulesConfirmed' };
  if (code === 'BOOKING.PARTICIPANT_NAME_MISSING') return { title: 'Who is flying?', description: message, field: 'participantName' };
  if (code === 'BOOKING.PARTY_TOO_LARGE') return { title: 'Check the number of people', description: message, field: 'partySize' };
  if (code === 'REQUEST.VALIDATION_FAILED') return { title: 'Check your details', description: message };
  return { title: 'We could not hold your slot', description: message };
}

/** The payment went through but the slot had gone: the server's words say whether the card was charged. */
export function slotLostProblem(error: unknown): BookingProblem {
  return {
    title: 'That slot has just been taken',
    description: apiErrorMessage(error, 'Your time slot was booked by someone else after your hold ran out.'),
    field: 'timeSlot',
    fieldError: SLOT_TAKEN_BESIDE_TIME,
  };
}
