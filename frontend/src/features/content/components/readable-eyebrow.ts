/**
 * Section's eyebrow is amber-500 (text-accent-strong): readable on navy, but 2:1 on white and navy-50,
 * below WCAG's 4.5:1. On light sections this darkens it to amber-700 (5:1) until Section does so itself.
 */
export const readableEyebrow = '[&_.text-accent-strong]:text-amber-700';
