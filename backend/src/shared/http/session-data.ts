import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The visitor passed the pre-launch gate. */
    devAccess?: boolean;
    /** Role of the signed-in user, kept for express-level checks outside Nest (queue dashboard). */
    role?: 'customer' | 'owner' | 'staff' | 'instructor';
    /** When the user signed in (epoch ms): staff sessions end 12 hours after it. */
    signedInAt?: number;
  }
}
