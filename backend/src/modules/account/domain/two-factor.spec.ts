import { readSecondFactorCode, recoveryCodeFrom, secondFactorRequired } from './two-factor';

describe('two-step sign-in rules', () => {
  it('is required for owner and staff, for instructors only when configured, never for customers', () => {
    expect([secondFactorRequired('owner', false), secondFactorRequired('staff', false)]).toEqual([true, true]);
    expect([secondFactorRequired('instructor', false), secondFactorRequired('instructor', true)]).toEqual([false, true]);
    expect(secondFactorRequired('customer', true)).toBe(false);
  });

  it('reads a typed code as an authenticator code or a recovery code, ignoring spaces, hyphens and letter case', () => {
    expect(readSecondFactorCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(readSecondFactorCode('ABCDE-FGHJK')).toEqual({ kind: 'recovery', code: 'abcdefghjk' });
    expect(readSecondFactorCode('12345')).toBeNull();
    expect(readSecondFactorCode('abcde-fghi1')).toBeNull();
  });

  it('makes recovery codes of 10 characters without look-alikes, which read back as recovery codes', () => {
    const code = recoveryCodeFrom(Uint8Array.from([0, 1, 2, 3, 4, 250, 251, 252, 253, 255]));
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(code).not.toMatch(/[01ilo]/);
    expect(readSecondFactorCode(code)?.kind).toBe('recovery');
  });
});
