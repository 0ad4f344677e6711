import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The visitor passed the pre-launch gate. */
    devAccess?: boolean;
    /** Role of the signed-in user, kept for express-level checks outside Nest (queue dashboard). */
    role?: 'customer' | 'admin';
  }
}
