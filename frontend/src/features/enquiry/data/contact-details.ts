import type { EnquiryType } from '../api/enquiry-api';

/** The contact form's enquiry types (docs/product.md, Contact and enquiries), in the order the select lists them. */
export const enquiryTypes: { value: EnquiryType; label: string }[] = [
  { value: 'booking', label: 'Flight Experience Booking' },
  { value: 'gift', label: 'Gift Vouchers' },
  { value: 'home-sim', label: 'Home Sim Coaching' },
  { value: 'group', label: 'Group Bookings' },
  { value: 'general', label: 'General Enquiry' },
];

/** Opening hours (docs/product.md, Booking rules); `week` is the same row for search engines (schema.org days, 24-hour times). */
export const openingHours: { days: string; hours: string; week?: { days: string[]; opens: string; closes: string } }[] = [
  { days: 'Monday – Friday', hours: '10:00 – 21:00', week: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '21:00' } },
  { days: 'Saturday – Sunday', hours: '09:00 – 18:00', week: { days: ['Saturday', 'Sunday'], opens: '09:00', closes: '18:00' } },
  { days: 'Bank Holidays', hours: '10:00 – 16:00' },
];
