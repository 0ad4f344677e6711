import type { AppConfig } from '../../../shared/config/app-config';
import type { BookingMailBrand } from '../domain/booking-mails';

/** What the booking e-mails and the calendar invite say about the business, from the configuration. */
export const bookingMailBrand = (config: AppConfig): BookingMailBrand => ({
  siteName: config.SITE_NAME,
  staffEmail: config.STAFF_EMAIL,
  publicUrl: config.PUBLIC_URL,
  address: config.SITE_ADDRESS,
});
