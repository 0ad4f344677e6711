/** The server's limits (LoginDto, RequestPasswordResetDto, CompletePasswordResetDto), so nothing typed is refused only after sending. */
export const ACCOUNT_LIMITS = { email: 254, passwordMin: 12, password: 128 } as const;

/** Checked loosely, as the server does: one @, a dot in the domain, no spaces. */
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** OWASP ASVS 2.1: a password's length is counted as a person sees its characters. */
const characters = (value: string) => [...value].length;

/** The e-mail field of every account form (sign in, staff sign in, Forgot password). */
export const emailRules = {
  validate: (value: string) =>
    !value.trim() ? 'Enter your e-mail address.' : LOOSE_EMAIL.test(value.trim()) || 'Enter a valid e-mail address, like name@example.com.',
};

/** The password of a sign-in: any length the account may have, so only required. */
export const signInPasswordRules = { validate: (value: string) => value !== '' || 'Enter your password.' };

/** A new password (docs/product.md, Accounts): 12 to 128 characters, no other rules. */
export const newPasswordRules = {
  validate: (value: string) =>
    characters(value) < ACCOUNT_LIMITS.passwordMin
      ? `Your password needs at least ${ACCOUNT_LIMITS.passwordMin} characters.`
      : characters(value) <= ACCOUNT_LIMITS.password || `Your password can have at most ${ACCOUNT_LIMITS.password} characters.`,
};
