import type { Booking } from '../domain/booking';

/** The part of the e-mails' brand that says where the simulator is. */
interface SimulatorAddress {
  address: string;
}

/** Online coaching takes place on a video call with the customer's own simulator (docs/product.md, The catalogue: `online`). */
export const isOnlineSession = (booking: Pick<Booking, 'bookedAs'>) => booking.bookedAs === 'online';

/** Where an online session happens, as a calendar invite's location. */
export const ONLINE_LOCATION = 'Online: video call (your coach e-mails the link)';

/** How to join an online coaching session: nothing to travel to, what to have ready. */
export const ONLINE_JOINING =
  'This is an online session: there is nothing to travel to. Your coach will e-mail you a video-call link with screen ' +
  'sharing before the session. Please have your flight simulator installed and running, a stable internet connection ' +
  'and a headset with a microphone, and join a few minutes early.';

/** How to reach the Exeter simulator (the confirmation page's journey times). */
export const exeterDirections = (brand: SimulatorAddress) =>
  `The simulator is at ${brand.address}. By car it is about 15 minutes from Exeter city centre, ` +
  '35 minutes from Taunton, 45 minutes from Plymouth and 1 hour from Bristol.';

/** The practical paragraph of a booking e-mail: arrival and directions for the simulator, joining instructions online. */
export const practicalAdvice = (booking: Pick<Booking, 'bookedAs'>, brand: SimulatorAddress, arrival: string) =>
  isOnlineSession(booking) ? ONLINE_JOINING : `${arrival}\n\n${exeterDirections(brand)}`;

/** The location of the session's calendar invite. */
export const sessionLocation = (booking: Pick<Booking, 'bookedAs'>, brand: SimulatorAddress) =>
  isOnlineSession(booking) ? ONLINE_LOCATION : brand.address;
