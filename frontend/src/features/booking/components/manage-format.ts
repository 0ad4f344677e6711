import { format, parseISO } from 'date-fns';
import type { ManagedBooking } from '../api/manage-booking-api';

/** 'Tuesday 1 December 2026 at 10:30', the way the e-mails say it. */
export const manageWhen = ({ date, timeSlot }: Pick<ManagedBooking, 'date' | 'timeSlot'>) =>
  `${format(parseISO(date), 'EEEE d MMMM yyyy')} at ${timeSlot}`;
