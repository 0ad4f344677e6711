/** The contact form's fields, in the order it shows them. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'enquiryType', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The server's limits (CreateContactMessageDto), so nothing typed is refused only after sending. */
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 40, message: 5000 } as const;

const REQUIRED: Record<ContactField, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
  enquiryType: 'Please choose what your enquiry is about.',
  message: 'Please enter your message.',
};

/** docs/product.md, Contact and enquiries: checked loosely, one @, a dot in the domain, no spaces. */
const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with each field of the form, in words for the person filling it in; empty when it can be sent. */
export function contactProblems(values: Record<ContactField, string>): ContactErrors {
  const problems: ContactErrors = {};
  for (const field of CONTACT_FIELDS) if (!values[field].trim()) problems[field] = REQUIRED[field];
  if (!problems.email && !LOOSE_EMAIL.test(values.email.trim())) problems.email = 'Please enter a valid email address, like name@example.com.';
  return problems;
}
