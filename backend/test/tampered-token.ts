/**
 * A signed link's token with its signature altered where every bit counts: the first character of the signature
 * (its last character carries only 4 bits, so a changed last character decodes to the same bytes one time in 16).
 */
export const tamperedToken = (token: string): string =>
  token.replace(/\.([^.])([^.]*)$/, (_whole, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`);
