import { fixedDomainError } from '../../../shared/errors/domain-error';

/** docs/product.md, Texts and timings (Ages): the rule every booker confirms before a flight. */
export const AGE_RULES = 'Everyone flying is 12 or over, and anyone under 16 comes with an adult.';

export class AgeRulesNotConfirmedError extends fixedDomainError(
  'BOOKING.AGE_RULES_NOT_CONFIRMED',
  'invalid',
  'Please confirm the age rules: everyone flying must be 12 or over, and anyone under 16 must come with an adult.',
) {}

export class ParticipantNameMissingError extends fixedDomainError(
  'BOOKING.PARTICIPANT_NAME_MISSING',
  'invalid',
  'Please enter the name of the person who is flying.',
) {}

export const WHO_IS_FLYING = ['me', 'someone-else'] as const;
export type WhoIsFlying = (typeof WHO_IS_FLYING)[number];

/** What the booking form asks before a flight: who flies (the booker, or someone else by name) and the age rules. */
export interface FlightAnswers {
  /** 'me': the booker flies; 'someone-else': a gift or a booking for another person, named below. */
  whoIsFlying?: WhoIsFlying | null;
  participantName?: string | null;
  ageRulesConfirmed?: boolean | null;
}

/** The answers as a booking keeps them; refused when the age rules are not confirmed or someone else flies unnamed. */
export function flightAnswers(answers: FlightAnswers, now: Date): { participantName: string | null; ageRulesConfirmedAt: Date } {
  if (answers.ageRulesConfirmed !== true) throw new AgeRulesNotConfirmedError();
  const participantName = answers.participantName?.trim() || null;
  if (answers.whoIsFlying === 'someone-else' && !participantName) throw new ParticipantNameMissingError();
  return { participantName: answers.whoIsFlying === 'me' ? null : participantName, ageRulesConfirmedAt: now };
}
