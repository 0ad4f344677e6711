import { emailProblem, enquiryTypeProblem, messageProblem, nameProblem, phoneProblem } from './enquiry';

describe('enquiry field rules', () => {
  it('requires every text field, after trimming', () => {
    expect(nameProblem('  ')).toBe('Please enter your name.');
    expect(phoneProblem(undefined)).toBe('Please enter your phone number.');
    expect(messageProblem('')).toBe('Please enter your message.');
    expect(emailProblem(null)).toBe('Please enter your email address.');
    expect(nameProblem(' Amelia ')).toBeNull();
  });

  it('refuses other types than text', () => {
    expect(nameProblem(42)).toBe('Please enter your name.');
    expect(messageProblem(['hello'])).toBe('Please enter your message.');
    expect(emailProblem({ address: 'a@b.co' })).toBe('Please enter your email address.');
  });

  it('limits lengths and refuses control characters', () => {
    expect(messageProblem('x'.repeat(5000))).toBeNull();
    expect(messageProblem('x'.repeat(5001))).toBe('Your message must be at most 5000 characters.');
    expect(nameProblem('Ame\u0000lia')).toBe('Please enter your name without control characters.');
    expect(messageProblem('Line one\nLine two\tindented')).toBeNull();
  });

  it('checks only the rough shape of an e-mail address', () => {
    expect(emailProblem('amelia@example.com')).toBeNull();
    expect(emailProblem('Amelia.O+test@Example.co.uk')).toBeNull();
    expect(emailProblem('amelia')).toBe('Please enter a valid email address.');
    expect(emailProblem('amelia@example')).toBe('Please enter a valid email address.');
    expect(emailProblem('ame lia@example.com')).toBe('Please enter a valid email address.');
  });

  it('knows the five enquiry types and nothing else', () => {
    for (const type of ['booking', 'gift', 'home-sim', 'group', 'general']) expect(enquiryTypeProblem(type)).toBeNull();
    expect(enquiryTypeProblem('toString')).not.toBeNull();
    expect(enquiryTypeProblem('complaint')).toMatch(/one of booking, gift, home-sim, group, general/);
  });
});
