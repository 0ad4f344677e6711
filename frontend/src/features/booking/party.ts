/** What an option allows and charges for a party (docs/product.md, Booking rules: party size). */
export interface PartyTerms {
  pricePence: number;
  maxPartySize: number;
  extraPersonPence: number;
}

/** The price shown for a party, as the server charges it: the option's price plus each extra person's. */
export const partyPricePence = (option: PartyTerms, partySize: number) => option.pricePence + option.extraPersonPence * (partySize - 1);

/** A party size the option takes: the size asked for, within 1 and the option's largest party. */
export const partySizeFor = (option: PartyTerms | undefined, wanted: number) => Math.min(Math.max(1, wanted), option?.maxPartySize ?? 1);

/** Who flies: the booker, or someone else (a gift), who is then named. */
export type WhoIsFlying = 'me' | 'someone-else';

/** The questions asked before a flight, as the online form and the staff's NEW BOOKING both keep them. */
export interface FlightAnswers {
  whoIsFlying: WhoIsFlying;
  participantName: string;
  ageRulesConfirmed: boolean;
}

export const NO_FLIGHT_ANSWERS: FlightAnswers = { whoIsFlying: 'me', participantName: '', ageRulesConfirmed: false };

/** The age rule every booker confirms (docs/product.md, Texts and timings: Ages). */
export const AGE_RULES_TEXT = 'Everyone flying is 12 or over, and anyone under 16 will come with an adult.';

/** What is missing from the answers, by field, in the words shown beside it; empty when they can be sent. */
export function flightAnswerProblems(answers: FlightAnswers): { participantName?: string; ageRulesConfirmed?: string } {
  return {
    ...(answers.whoIsFlying === 'someone-else' && !answers.participantName.trim() ? { participantName: 'Enter the name of the person flying.' } : {}),
    ...(!answers.ageRulesConfirmed ? { ageRulesConfirmed: 'Please confirm the age rules to book.' } : {}),
  };
}

/** The answers as the booking request sends them. */
export const flightAnswersRequest = (answers: FlightAnswers) => ({
  whoIsFlying: answers.whoIsFlying,
  participantName: answers.whoIsFlying === 'someone-else' ? answers.participantName.trim() : null,
  ageRulesConfirmed: answers.ageRulesConfirmed,
});
