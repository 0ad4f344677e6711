import type { AppConfig } from '../config/app-config';

/** What the e-mails say about the business, from the configuration: its name, staff address, site and postal address. */
export const mailBrandOf = (config: AppConfig) => ({
  siteName: config.SITE_NAME,
  staffEmail: config.STAFF_EMAIL,
  publicUrl: config.PUBLIC_URL,
  address: config.SITE_ADDRESS,
});

/** The brand every e-mail is signed with: the e-mail processor reads it once and hands it to each composer. */
export type MailBrand = ReturnType<typeof mailBrandOf>;
