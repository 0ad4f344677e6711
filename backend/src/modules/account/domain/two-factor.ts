import type { Role } from './user';

/** How many one-time recovery codes a staff member gets at enrolment (shown once). */
export const RECOVERY_CODE_COUNT = 10;

/** Owner and staff always sign in with a second factor; instructors when STAFF_2FA_FOR_INSTRUCTORS is on; customers never. */
export function secondFactorRequired(role: Role, forInstructors: boolean): boolean {
  if (role === 'owner' || role === 'staff') return true;
  return role === 'instructor' && forInstructors;
}

const TOTP_CODE = /^\d{6}$/;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE = new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`);

/** What a typed second factor is: a 6-digit authenticator code, a recovery code (spaces and hyphens ignored), or neither. */
export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

export function readSecondFactorCode(typed: string): SecondFactorCode | null {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  if (TOTP_CODE.test(compact)) return { kind: 'totp', code: compact };
  if (RECOVERY_CODE.test(compact)) return { kind: 'recovery', code: compact };
  return null;
}

/** A recovery code from 10 random bytes: 10 characters of an alphabet without look-alikes, shown as 'abcde-fghjk'. */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  const chars = [...bytes.subarray(0, 10)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
