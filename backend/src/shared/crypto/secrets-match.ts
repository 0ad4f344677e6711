import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares two secrets in constant time, whatever their lengths. */
export function secretsMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
