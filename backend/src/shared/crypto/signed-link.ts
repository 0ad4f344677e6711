import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { isUuid } from '../uuid';

/**
 * The token of a signed link for customers who are not signed in (a booking's manage link, an order's
 * confirmation): `{id}.{expiry, seconds since 1970 in base 36}.{HMAC-SHA256 of "{purpose}:{id}.{expiry}", base64url}`.
 * Nothing is stored: the signature proves we issued it, the expiry ends it. The purpose is signed too, so a token
 * issued for one kind of link never opens another.
 */
const EXPIRY = /^[0-9a-z]{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** What a token says: the id it names, or why it opens nothing. */
type SignedLinkReading = { id: string } | { problem: 'invalid' | 'expired' };

/** A link purpose's own signing key, derived from the session secret (so it is never the cookie key). */
function signedLinkKey(secret: string, salt: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, info, 32));
}

const signature = (purpose: string, payload: string, key: Buffer) => createHmac('sha256', key).update(`${purpose}:${payload}`, 'utf8').digest();

function signLinkToken(purpose: string, id: string, expiresAt: Date, key: Buffer): string {
  const payload = `${id.toLowerCase()}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${signature(purpose, payload, key).toString('base64url')}`;
}

/**
 * The id of a token we signed for `purpose` that has not expired. A token that is malformed or whose signature
 * does not match (compared in constant time) is invalid, whatever its expiry says; a genuine one past its expiry
 * is expired.
 */
function readLinkToken(purpose: string, token: string, key: Buffer, now: Date): SignedLinkReading {
  const [id, expiry, given, ...rest] = token.split('.');
  if (rest.length > 0 || !isUuid(id ?? '') || !EXPIRY.test(expiry ?? '') || !SIGNATURE.test(given ?? '')) return { problem: 'invalid' };
  const expected = signature(purpose, `${id}.${expiry}`, key);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { problem: 'invalid' };
  if (parseInt(expiry, 36) * 1000 <= now.getTime()) return { problem: 'expired' };
  return { id };
}

/** One kind of signed link. Its purpose and key labels are part of every token out there: a change voids them all. */
export interface SignedLinkKind {
  /** Signed into each token, so a token of one kind never opens another. */
  purpose: string;
  /** The labels its key is derived from the session secret with (HKDF salt and info). */
  key: { salt: string; info: string };
  /** The page the token opens, up to the token: `/manage-booking/`. */
  page: string;
  /** What a token that is not ours, altered or malformed is refused with; and one past its expiry. */
  invalid: () => Error;
  expired: () => Error;
}

/**
 * The signed links of one kind: a subject's token, valid until the expiry its kind sets, and its page's address on
 * the site; the id a token names.
 */
export abstract class SignedLinks<Subject extends { id: string }> {
  private readonly key: Buffer;
  private readonly pageUrl: string;

  protected constructor(
    config: Pick<AppConfig, 'SESSION_SECRET' | 'PUBLIC_URL'>,
    private readonly kind: SignedLinkKind,
  ) {
    this.key = signedLinkKey(config.SESSION_SECRET, kind.key.salt, kind.key.info);
    this.pageUrl = `${config.PUBLIC_URL}${kind.page}`;
  }

  /** When a link to this subject stops working. */
  protected abstract expiryOf(subject: Subject): Date;

  tokenFor(subject: Subject): string {
    return signLinkToken(this.kind.purpose, subject.id, this.expiryOf(subject), this.key);
  }

  urlFor(subject: Subject): string {
    return `${this.pageUrl}${this.tokenFor(subject)}`;
  }

  /** The id a token of this kind names while it has not expired; the kind's invalid or expired error otherwise. */
  idOf(token: string, now = new Date()): string {
    const reading = readLinkToken(this.kind.purpose, token, this.key, now);
    if ('id' in reading) return reading.id;
    throw reading.problem === 'expired' ? this.kind.expired() : this.kind.invalid();
  }
}
