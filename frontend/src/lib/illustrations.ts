/** A drawn image with the alt text that describes it and its intrinsic size (which reserves its box). */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The A320 flight deck, shown on the home page and the Exeter simulator page. */
export const a320FlightDeck: Illustration = {
  src: '/images/a320-flight-deck.svg',
  alt: 'Illustration of the A320 flight deck: two pilot seats, glowing flight displays and a wraparound view of a runway at dusk',
  width: 720,
  height: 480,
};
