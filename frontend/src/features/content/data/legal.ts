import type { RefundWords } from '../../../lib/refund-terms';
import { site } from '../../../lib/site';
import type { LegalSection } from './types';

/** Both documents were last updated in October 2025 (docs/product.md, Pages). */
export const LEGAL_LAST_UPDATED = 'October 2025';

export const privacySections: LegalSection[] = [
  {
    heading: 'Who we are',
    body: [
      `${site.name} operates an Airbus A320 flight simulator near Exeter, Devon, and offers online coaching and professional training with a partner near London Gatwick. We are the controller of the personal data described in this policy.`,
      `For any privacy question or request, e-mail ${site.email}. For anything else, our general contact address is ${site.email}.`,
    ],
  },
  {
    heading: 'What we collect',
    body: [
      [
        'Contact details you give us: name, e-mail address and phone number.',
        'Booking details: the session, date, time slot, experience level and any special requests.',
        'Order details: the products and gift vouchers you buy. Card payments are handled by our payment provider; we never see or store your full card number.',
        'Enquiries you send through our contact form, and your e-mail address if you subscribe to our newsletter.',
        'Account details: your name, e-mail address and a securely hashed password.',
      ],
    ],
  },
  {
    heading: 'How we use it',
    body: [
      [
        'To take and manage your bookings and orders, and to send confirmations and gift vouchers.',
        'To answer your enquiries.',
        'To run your account and show you your upcoming sessions.',
        'To send our newsletter, only if you subscribed; every newsletter lets you unsubscribe.',
        'To meet our legal and accounting obligations.',
      ],
      'We rely on the performance of a contract for bookings and orders, on your consent for the newsletter, and on our legitimate interests for answering enquiries and keeping our services secure.',
    ],
  },
  {
    heading: 'Sharing',
    body: [
      'We share data only with the providers that help us run the service (payment processing, e-mail delivery and hosting) and, for professional training, with our training partner when you ask us to. We never sell your data.',
    ],
  },
  {
    heading: 'How long we keep it',
    body: [
      'Booking and order records are kept for six years for accounting purposes; if you delete your account, they are kept with your name, e-mail, phone and notes removed. Enquiries are kept for up to two years. Your account is kept until you delete it. Newsletter subscriptions, with a record of when and from which address you subscribed and confirmed, are kept until you unsubscribe. Sign-in sessions end after 7 days without use.',
    ],
  },
  {
    heading: 'Your rights',
    body: [
      `You can ask for a copy of your data, ask us to correct or delete it, object to or restrict its use, and withdraw consent at any time. Signed in, your dashboard lets you download your data and delete your account yourself. Otherwise write to ${site.email}. You can also complain to the Information Commissioner's Office (ico.org.uk).`,
    ],
  },
  {
    heading: 'Children',
    body: ['Our services are not intended for children under 16, and we do not knowingly collect their data. Younger flyers (12 and over) are booked by a parent or guardian.'],
  },
  {
    heading: 'Cookies',
    body: [
      'We use only the cookie the site needs to work, which keeps you signed in; your cart is remembered in your own browser. The map in our contact section is loaded from Google only when you choose to show it.',
    ],
  },
];

/** The Terms page; its refund tiers are the API's (GET /api/refund-terms), listed once they are known. */
export const termsSections = (terms: RefundWords | undefined): LegalSection[] => [
  {
    heading: 'About these terms',
    body: [
      `These terms apply to every booking, course, product and gift voucher bought from ${site.name}. By booking or buying you accept them. Questions: ${site.email}.`,
    ],
  },
  {
    heading: 'Prices and payment',
    body: ['All prices are in pounds sterling (GBP) and include VAT. Sessions and products are paid in full by card when you book or order.'],
  },
  {
    heading: 'Cancellations and refunds',
    body: [
      ...(terms
        ? [
            [
              `Cancel more than ${terms.full} before your session: full refund.`,
              `Cancel between ${terms.between} before your session: ${terms.percent} refund.`,
              `Cancel less than ${terms.part} before your session: no refund.`,
            ],
          ]
        : []),
      'You may rebook instead of cancelling, subject to availability. If we have to cancel a session, for example because of a technical fault, we will offer a new date or a full refund.',
    ],
  },
  {
    heading: 'Gift cards and vouchers',
    body: [
      [
        'Gift cards are valid for 12 months from the date of purchase.',
        'Gift cards are non-refundable and cannot be exchanged for cash.',
        'Book your session before the expiry date shown on the voucher.',
      ],
    ],
  },
  {
    heading: 'On the day',
    body: [
      [
        'Please arrive 15 minutes before your session for your briefing. Late arrival may shorten your session.',
        'The minimum age is 12. Flyers under 16 must be accompanied by an adult.',
        'Please tell us about any medical condition or accessibility need when you book so we can help.',
        'Our instructors may pause or end a session if it is unsafe to continue.',
      ],
    ],
  },
  {
    heading: 'Simulator experiences',
    body: [
      'Our experiences are for entertainment and education. Time in the fixed-base simulator does not count towards a pilot licence unless a training programme says so in writing.',
    ],
  },
  {
    heading: 'Liability',
    body: [
      'Nothing in these terms limits our liability for death or personal injury caused by our negligence, or for anything else that cannot be limited by law. Your statutory rights are not affected.',
    ],
  },
  {
    heading: 'Governing law',
    body: ['These terms are governed by the law of England and Wales.'],
  },
];
