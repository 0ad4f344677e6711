import { emailProblem, nameProblem, normalizeEmail, passwordProblem, toSessionUser } from './user';

describe('user rules', () => {
  it('normalizes e-mails so that one address in any letter case is one account', () => {
    expect(normalizeEmail('  Amelia.Earhart@Example.COM ')).toBe('amelia.earhart@example.com');
  });

  it.each([
    ['amelia@example.com', null],
    ['', 'Please enter your email address.'],
    [42, 'Please enter your email address.'],
    ['no-at-sign', 'Please enter a valid email address.'],
    ['two@@example.com', 'Please enter a valid email address.'],
    ['spa ce@example.com', 'Please enter a valid email address.'],
    [`${'a'.repeat(250)}@example.com`, 'An email address has at most 254 characters.'],
  ])('emailProblem(%j) is %j', (value, problem) => {
    expect(emailProblem(value)).toBe(problem);
  });

  it('refuses the 10,000 most common passwords, also with digits or punctuation around them (ASVS 2.1.7)', () => {
    const refused = 'This password is one of the most common passwords. Please choose one that is harder to guess.';
    expect(passwordProblem('password1234')).toBe(refused);
    expect(passwordProblem('1qaz2wsx3edc')).toBe(refused);
    expect(passwordProblem('!!Qwerty2024!!')).toBe(refused);
    expect(passwordProblem('skyward-sim-cadet')).toBeNull();
  });

  it('asks for 12 to 128 characters, counted as a person sees them, and nothing else (ASVS 2.1)', () => {
    expect(passwordProblem('a'.repeat(11))).toBe('Your password needs at least 12 characters.');
    expect(passwordProblem('a'.repeat(12))).toBeNull();
    expect(passwordProblem('correct horse')).toBeNull();
    expect(passwordProblem('✈'.repeat(12))).toBeNull();
    expect(passwordProblem('🛫'.repeat(11))).toBe('Your password needs at least 12 characters.'); // 22 UTF-16 units, 11 characters
    expect(passwordProblem('a'.repeat(128))).toBeNull();
    expect(passwordProblem('a'.repeat(129))).toBe('Your password can have at most 128 characters.');
    expect(passwordProblem(undefined)).toBe('Please enter a password.');
  });

  it('wants a name without control characters', () => {
    expect(nameProblem('Jean Batten')).toBeNull();
    expect(nameProblem('  ')).toBe('Please enter a name.');
    expect(nameProblem('Jean\u0000')).toBe('A name cannot contain control characters.');
  });

  it('never puts the password hash into a session user', () => {
    const user = {
      id: 'u1',
      email: 'a@example.com',
      name: 'A',
      role: 'customer' as const,
      passwordHash: 'secret',
      createdAt: new Date(),
    };
    expect(toSessionUser(user)).toEqual({ id: 'u1', email: 'a@example.com', name: 'A', role: 'customer' });
  });
});
