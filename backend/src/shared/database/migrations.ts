import { Foundation1763900000000 } from './migrations/1763900000000-foundation';
import { Catalog1763900100000 } from './migrations/1763900100000-catalog';
import { Accounts1763900200000 } from './migrations/1763900200000-accounts';
import { Enquiries1763900300000 } from './migrations/1763900300000-enquiries';
import { PaymentsOrders1763900400000 } from './migrations/1763900400000-payments-orders';
import { Bookings1763900500000 } from './migrations/1763900500000-bookings';
import { VoucherRedemption1763900600000 } from './migrations/1763900600000-voucher-redemption';
import { SlotClosures1763900800000 } from './migrations/1763900800000-slot-closures';
import { ExperienceCatalogue1764010000000 } from './migrations/1764010000000-experience-catalogue';
import { EnquiryInbox1764030000000 } from './migrations/1764030000000-enquiry-inbox';
import { OrderDelivery1764030100000 } from './migrations/1764030100000-order-delivery';
import { NewsletterConsent1764040000000 } from './migrations/1764040000000-newsletter-consent';
import { OrderCustomer1764040100000 } from './migrations/1764040100000-order-customer';
import { ErasablePhone1764040200000 } from './migrations/1764040200000-erasable-phone';
import { OutboxNotify1764060000000 } from './migrations/1764060000000-outbox-notify';
import { CourseVoucher1764170000000 } from './migrations/1764170000000-course-voucher';
import { StaffBookings1764180000000 } from './migrations/1764180000000-staff-bookings';
import { CourseInbox1764190000000 } from './migrations/1764190000000-course-inbox';
import { CalendarNotify1764200000000 } from './migrations/1764200000000-calendar-notify';
import { BookingReminderRows1764214000000 } from './migrations/1764214000000-booking-reminder-rows';
import { EmailSendClaims1764215000000 } from './migrations/1764215000000-email-send-claims';
import { BookingReminderQueued1764230000000 } from './migrations/1764230000000-booking-reminder-queued';
import { OutboxTraceparent1764247000000 } from './migrations/1764247000000-outbox-traceparent';
import { PartyAndParticipant1764252000000 } from './migrations/1764252000000-party-and-participant';
import { BookingDesk1764260300000 } from './migrations/1764260300000-booking-desk';
import { CustomerNotes1764260400000 } from './migrations/1764260400000-customer-notes';
import { VoucherManagement1764262000000 } from './migrations/1764262000000-voucher-management';
import { OrderRefunds1764263000000 } from './migrations/1764263000000-order-refunds';
import { BookingCashAndGoodwill1764264000000 } from './migrations/1764264000000-booking-cash-and-goodwill';
import { PaymentAuthorised1764276600000 } from './migrations/1764276600000-payment-authorised';
import { CourseOnTheCalendar1764280000000 } from './migrations/1764280000000-course-on-the-calendar';
import { BookingAmountDue1764290000000 } from './migrations/1764290000000-booking-amount-due';
import { ChristmasClosed1764295000000 } from './migrations/1764295000000-christmas-closed';
import { StaffRoles1795775883832 } from './migrations/1795775883832-staff-roles';
import { StaffAccounts1795776209584 } from './migrations/1795776209584-staff-accounts';
import { GiftDelivery1795775917239 } from './migrations/1795775917239-gift-delivery';
import { Instructors1795775924190 } from './migrations/1795775924190-instructors';
import { AuditEntry1795775919002 } from './migrations/1795775919002-audit-entry';
import { TestPaymentAuthentication1795775926888 } from './migrations/1795775926888-test-payment-authentication';
import { Waitlist1795775928145 } from './migrations/1795775928145-waitlist';
import { BookingFollowUps1795775937353 } from './migrations/1795775937353-booking-follow-ups';
import { CourseInviteSequence1795778738542 } from './migrations/1795778738542-course-invite-sequence';
import { InstructorRulesPlannedOnce1795779000000 } from './migrations/1795779000000-instructor-rules-planned-once';
import { OrderLineGiftOption1795780000000 } from './migrations/1795780000000-order-line-gift-option';
import { OccupancyWritesWhenItMoves1795781000000 } from './migrations/1795781000000-occupancy-writes-when-it-moves';
import { PicksPlannedOnce1795782000000 } from './migrations/1795782000000-picks-planned-once';
import { CalendarNotifyDays1795775959233 } from './migrations/1795775959233-calendar-notify-days';

/** Every migration, in the order of its timestamp (the order TypeORM runs them in). */
export const MIGRATIONS = [
  Foundation1763900000000,
  Catalog1763900100000,
  Accounts1763900200000,
  Enquiries1763900300000,
  PaymentsOrders1763900400000,
  Bookings1763900500000,
  VoucherRedemption1763900600000,
  SlotClosures1763900800000,
  ExperienceCatalogue1764010000000,
  EnquiryInbox1764030000000,
  OrderDelivery1764030100000,
  NewsletterConsent1764040000000,
  OrderCustomer1764040100000,
  ErasablePhone1764040200000,
  OutboxNotify1764060000000,
  CourseVoucher1764170000000,
  StaffBookings1764180000000,
  CourseInbox1764190000000,
  CalendarNotify1764200000000,
  BookingReminderRows1764214000000,
  EmailSendClaims1764215000000,
  BookingReminderQueued1764230000000,
  OutboxTraceparent1764247000000,
  PartyAndParticipant1764252000000,
  BookingDesk1764260300000,
  CustomerNotes1764260400000,
  VoucherManagement1764262000000,
  OrderRefunds1764263000000,
  BookingCashAndGoodwill1764264000000,
  PaymentAuthorised1764276600000,
  CourseOnTheCalendar1764280000000,
  BookingAmountDue1764290000000,
  ChristmasClosed1764295000000,
  StaffRoles1795775883832,
  GiftDelivery1795775917239,
  AuditEntry1795775919002,
  Instructors1795775924190,
  TestPaymentAuthentication1795775926888,
  Waitlist1795775928145,
  BookingFollowUps1795775937353,
  CalendarNotifyDays1795775959233,
  StaffAccounts1795776209584,
  CourseInviteSequence1795778738542,
  InstructorRulesPlannedOnce1795779000000,
  OrderLineGiftOption1795780000000,
  OccupancyWritesWhenItMoves1795781000000,
  PicksPlannedOnce1795782000000,
];
