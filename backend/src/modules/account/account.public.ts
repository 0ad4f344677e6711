/**
 * The account module's public surface: users, sign-in, roles and who is staff (`@StaffOnly()`), customer notes, the
 * personal-data port. Other modules and the worker import account only through this file (dependency-cruiser:
 * modules-meet-through-public-files, worker-through-public-files); the rest is account's own.
 */
export { AccountModule } from './account.module';
export {
  type Anonymised,
  type DataSubject,
  PERSONAL_DATA_EXPORT_LIMIT,
  type PersonalDataHolder,
} from './application/account.ports';
export { AccountService } from './application/account.service';
export { type CustomerNote, CustomerNotesService, MAX_CUSTOMER_NOTE } from './application/customer-notes.service';
export { staffRefusal } from './application/staff-access';
export { SignedInStaff, type StaffMember, StaffOnly } from './application/staff-only';
export { NotSignedInError, UpcomingBookingsError } from './domain/account.errors';
