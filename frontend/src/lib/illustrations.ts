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

/** A home simulator desk, on the home flight sim page. */
export const homeSimDesk: Illustration = {
  src: '/images/programs/home-sim-coaching.svg',
  alt: 'Illustration of a home flight simulator desk: a monitor showing an A320 on approach, a sidestick and a headset',
  width: 640,
  height: 400,
};

/** The Gatwick training partner's full flight simulator. */
export const fullFlightSimulator: Illustration = {
  src: '/images/full-flight-sim.svg',
  alt: 'Illustration of a full flight simulator: the cockpit cabin raised on its six-legged motion platform',
  width: 640,
  height: 400,
};
