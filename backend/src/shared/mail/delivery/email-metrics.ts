import { Counter } from 'prom-client';

/**
 * The e-mail counters, on no registry: the worker's metrics endpoint registers them (`registry.registerMetric`).
 * An e-mail job that gives up after its day of retries is the staff alert: alert on any increase of
 * `skyward_email_jobs_failed_total` (SMTP being down, an e-mail to the staff could not raise it).
 */
export const emailsSent = new Counter({
  name: 'skyward_emails_sent_total',
  help: 'E-mails the SMTP server accepted',
  registers: [],
});

export const emailJobsFailed = new Counter({
  name: 'skyward_email_jobs_failed_total',
  help: 'E-mail jobs that failed their last attempt (about 24 hours of retries): their e-mails were not sent',
  registers: [],
});

export const EMAIL_METRICS = [emailsSent, emailJobsFailed];
