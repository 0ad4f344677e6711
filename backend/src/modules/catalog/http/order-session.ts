import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** Orders this browser checked out: only it may read their confirmation (and voucher codes). */
    checkoutOrderIds?: string[];
  }
}

/** How many recent checkouts a session remembers. */
export const MAX_REMEMBERED_CHECKOUTS = 20;
