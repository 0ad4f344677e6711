import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** Bookings this browser placed a hold for: only it gets their manage link on the confirmation page. */
    heldBookingIds?: string[];
  }
}

/** How many recent holds a session remembers. */
export const MAX_REMEMBERED_HOLDS = 20;
