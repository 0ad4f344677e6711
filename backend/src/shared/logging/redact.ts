/** What a log line must never show: the headers that carry credentials, wherever a line holds a request or response. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

export const REDACTED = '[REDACTED]';

/**
 * Links that are credentials by themselves: a booking's manage link and an order's confirmation link carry a
 * signed token as a path segment (`/manage-booking/<token>`, `/api/order-confirmation/<token>`).
 */
const TOKEN_IN_PATH = /(\/(?:manage-booking|order-confirmation)\/)[^/?#]+/g;
/** A query parameter whose name says it holds a token (newsletter links, password links): `token`, `access_token`. */
const TOKEN_IN_QUERY = /([?&][^=&#]*token=)[^&#]*/gi;
/** The order confirmation page's signed link: `/confirmation?order=<token>`. */
const ORDER_LINK = /^(\/confirmation\?(?:[^#]*&)?order=)[^&#]*/;

/** The URL as a log line shows it: every token in its path or query replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  return url
    .replace(TOKEN_IN_PATH, `$1${REDACTED}`)
    .replace(TOKEN_IN_QUERY, `$1${REDACTED}`)
    .replace(ORDER_LINK, `$1${REDACTED}`);
}
