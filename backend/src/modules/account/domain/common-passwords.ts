import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords are refused (OWASP ASVS 2.1.7 asks for at least the top 1,000 or 10,000). */
export const COMMON_PASSWORD_COUNT = 10_000;

// The zxcvbn-ts list is ranked by frequency in breach corpora, most used first; it is all lower case.
const COMMON = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));

/**
 * A password from the list, also when it only adds digits or punctuation at either end ('password1234',
 * '!!qwerty2024!!'): with 12 characters required, that is how a common password gets in otherwise.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, '');
  return COMMON.has(lower) || (core.length >= 4 && COMMON.has(core));
}
