import { Foundation1763900000000 } from './migrations/1763900000000-foundation';
import { Catalog1763900100000 } from './migrations/1763900100000-catalog';
import { Accounts1763900200000 } from './migrations/1763900200000-accounts';
import { Enquiries1763900300000 } from './migrations/1763900300000-enquiries';
import { PaymentsOrders1763900400000 } from './migrations/1763900400000-payments-orders';
import { Bookings1763900500000 } from './migrations/1763900500000-bookings';
import { SlotClosures1763900800000 } from './migrations/1763900800000-slot-closures';
import { VoucherRedemption1763900600000 } from './migrations/1763900600000-voucher-redemption';

/** Every migration, in order. Add new ones at the end. */
export const MIGRATIONS = [Foundation1763900000000, Catalog1763900100000, Enquiries1763900300000, PaymentsOrders1763900400000, Bookings1763900500000, Accounts1763900200000, SlotClosures1763900800000, VoucherRedemption1763900600000];
