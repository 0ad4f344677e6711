/** The course dialog's required fields, in the order it shows them. */
export const COURSE_FIELDS = ['name', 'email', 'phone'] as const;
export type CourseField = (typeof COURSE_FIELDS)[number] | 'notes';
export type CourseErrors = Partial<Record<CourseField, string>>;

/** The server's limits (CustomerContactDto), so nothing typed is refused only after paying. */
export const COURSE_LIMITS = { name: 120, email: 254, phone: 40, notes: 2000 } as const;

/** The server's phone rule: at least six digits, and only digits, spaces and + ( ) . - */
const PHONE = /^(?=(?:\D*\d){6})[\d\s+().-]{6,40}$/;
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const EMPTY: Record<(typeof COURSE_FIELDS)[number], string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
};

/** What is wrong with each field of the course's details, in words for the person filling them in; empty when they can go on. */
export function courseDetailProblems(details: Record<(typeof COURSE_FIELDS)[number], string>): CourseErrors {
  const problems: CourseErrors = {};
  for (const field of COURSE_FIELDS) if (!details[field].trim()) problems[field] = EMPTY[field];
  if (!problems.email && !LOOSE_EMAIL.test(details.email.trim())) problems.email = 'Please enter a valid email address, like name@example.com.';
  if (!problems.phone && !PHONE.test(details.phone.trim())) problems.phone = 'Please enter a phone number we can call (at least 6 digits).';
  return problems;
}
