/**
 * Sign-in throttling without lockout (OWASP ASVS 2.2.1; docs/product.md, Accounts): failures are
 * counted per account-and-address and per address, each earning a 429 past its limit; failures on one
 * account from everywhere only slow every further attempt on it, so a stranger can never keep its owner out.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures on one account (from any address) before each further attempt on it waits. */
export const FREE_ACCOUNT_FAILURES = 5;
export const MAX_LOGIN_DELAY_MS = 30_000;

/** 0 up to 5 failures, then 1 s, 2 s, 4 s … doubling, at most 30 s. */
export function loginDelayMs(accountFailures: number): number {
  if (accountFailures <= FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, 1000 * 2 ** Math.min(accountFailures - FREE_ACCOUNT_FAILURES - 1, 15));
}
