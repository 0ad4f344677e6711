import 'reflect-metadata';
import { createPrivateKey } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import {
  getMetadataStorage,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { senderDomain } from '../mail/sender-domain';

const repoRoot = resolve(__dirname, '../../../..');
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
const withoutTrailingSlashes = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\/+$/, '') : value);

/** Applies decorators as a stack written in this order does (the last first), so a bad value's problems keep their order. */
const stacked = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** A whole number from min to max (the environment's text is converted first). */
const IntSetting = (min: number, max: number) => stacked(IsInt(), Min(min), Max(max));

/** May be unset (an empty value counts as unset); when set, it must pass these checks. */
const OptionalSetting = (...checks: PropertyDecorator[]) => stacked(IsOptional(), Transform(emptyToUndefined), ...checks);

/** Every environment variable the API and the worker read, with its default. Validated once at start. */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IntSetting(1, 65535)
  PORT: number = 3000;

  @IsUrl({ protocols: ['postgres', 'postgresql'], require_tld: false })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/skyward';

  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every BullMQ key, so that several environments can share one Redis. */
  @IsString() @MinLength(1)
  QUEUE_PREFIX = 'skyward';

  /** Signs sessions, manage links and password links. No default: `npm start` generates one into var/session-secret. */
  @ValidateIf((config: AppConfig) => config.SESSION_SECRET !== undefined) @IsString() @MinLength(32)
  SESSION_SECRET!: string;

  @OptionalSetting(IsString(), MinLength(1))
  DEV_ACCESS_PASSWORD?: string;

  /** The site's address, kept without a trailing slash: links are written as `${PUBLIC_URL}/path`. */
  @IsUrl({ require_tld: false })
  @Transform(withoutTrailingSlashes)
  PUBLIC_URL = 'http://localhost:3000';

  /**
   * Which proxies' X-Forwarded-* headers are believed (Express 'trust proxy': names like loopback, uniquelocal, or
   * CIDRs). 'false' (the default) believes nobody: the client address is the socket's, so no header moves a limit.
   */
  @IsString() @MinLength(1)
  TRUST_PROXY = 'false';

  @IsString()
  SMTP_HOST = '127.0.0.1';

  @IntSetting(1, 65535)
  SMTP_PORT: number = 1025;

  /** 'true': TLS from the first byte (implicit TLS, usually port 465). 'false': a plain connection upgraded by STARTTLS. */
  @IsIn(['true', 'false'])
  SMTP_SECURE: 'true' | 'false' = 'false';

  /** The provider's login (SMTP AUTH), with SMTP_PASSWORD. When set, the worker refuses to send over a connection without TLS. */
  @OptionalSetting(IsString())
  SMTP_USER?: string;

  @OptionalSetting(IsString())
  SMTP_PASSWORD?: string;

  /** A PEM file of the authority that signed the SMTP server's certificate, for a private relay (public providers need none). */
  @OptionalSetting(IsString())
  SMTP_TLS_CA?: string;

  /** DKIM signing: the signing domain (d=), usually MAIL_FROM's domain. Set all three DKIM variables or none. */
  @OptionalSetting(IsString(), MinLength(1))
  DKIM_DOMAIN?: string;

  /** The selector whose DNS TXT record (<selector>._domainkey.<domain>) publishes the public key. */
  @OptionalSetting(IsString(), MinLength(1))
  DKIM_SELECTOR?: string;

  /** The PEM private key; newlines may be written as \n where the environment cannot hold them. */
  @OptionalSetting(IsString(), MinLength(1))
  DKIM_PRIVATE_KEY?: string;

  @IsString()
  MAIL_FROM = 'Skyward Flight Simulation <hello@skywardsim.co.uk>';

  @IsString()
  SITE_NAME = 'Skyward Flight Simulation';

  /** The simulator's address, as e-mails and calendar invites give it. */
  @IsString() @MinLength(1)
  SITE_ADDRESS = 'Skyward House, Unit 2, Exeter, Devon EX10 0JH';

  /** Slot holds (and course payment setups) one client IP may start per 15 minutes: a bot cannot lock the calendar. */
  @IntSetting(1, 1_000_000)
  BOOKING_HOLDS_PER_IP: number = 10;

  /** Requests one client address may make per minute to throttled routes (a benchmark from one address raises it). */
  @IntSetting(1, 100_000_000)
  REQUESTS_PER_IP_PER_MINUTE: number = 600;

  /** How long a staff session lasts unused (docs/product.md, Accounts: 30 minutes); shorter only to test the panel's expiry warning. */
  @IntSetting(60, 86_400)
  STAFF_SESSION_IDLE_SECONDS: number = 1800;

  /** Failed sign-ins per account from one client address, and per address across accounts, in 15 minutes (then 429). */
  @IntSetting(1, 1_000_000)
  LOGIN_FAILURES_PER_ACCOUNT_AND_IP: number = 5;

  @IntSetting(1, 1_000_000)
  LOGIN_FAILURES_PER_IP: number = 20;

  /** Multiplies every per-address request limit of the routes that write, those set on a route too (a load test from one address); production keeps 1. */
  @IntSetting(1, 100_000)
  RATE_LIMIT_FACTOR: number = 1;

  /** Gift voucher code checks one client IP may make per 15 minutes: codes cannot be guessed by trying them. */
  @IntSetting(1, 1_000_000)
  VOUCHER_CHECKS_PER_IP: number = 20;

  /** How often the worker releases unpaid booking holds whose 15 minutes ran out. */
  @IntSetting(1, 3600)
  BOOKING_HOLD_SWEEP_SECONDS: number = 60;

  /** How often the worker sends the day-before reminders that have fallen due (kept as rows on the booking). */
  @IntSetting(1, 3600)
  BOOKING_REMINDER_SWEEP_SECONDS: number = 60;

  /** How often the worker sends the gift cards whose delivery day has come (kept as rows, `gift_delivery`). */
  @IntSetting(1, 3600)
  GIFT_DELIVERY_SWEEP_SECONDS: number = 60;

  /** 'true': the morning after a session the customer is asked how it went, with a link to REVIEW_URL (docs/product.md, E-mails). Off by default. */
  @IsIn(['true', 'false'])
  REVIEW_EMAILS_ENABLED: 'true' | 'false' = 'false';

  /** The business's review page the review request links to; required when REVIEW_EMAILS_ENABLED is 'true'. */
  @OptionalSetting(IsUrl({ protocols: ['https', 'http'], require_tld: false }))
  REVIEW_URL?: string;

  /** How often the worker checks that its repeating jobs' schedules are still in Redis, and re-creates any that are not. */
  @IntSetting(1, 3600)
  JOB_SCHEDULE_CHECK_SECONDS: number = 60;

  /** Flat postage per order that holds merchandise, in pence (£3.95). */
  @IntSetting(0, 100_000)
  SHIPPING_PENCE: number = 395;

  /** Where enquiry notices and staff alerts go. */
  @IsEmail()
  STAFF_EMAIL = 'hello@skywardsim.co.uk';

  @IsEmail()
  ADMIN_EMAIL = 'admin@skywardsim.co.uk';

  /** 'true': instructors too sign in with two-step sign-in (owner and staff always do). Off by default. */
  @IsIn(['true', 'false'])
  STAFF_2FA_FOR_INSTRUCTORS: 'true' | 'false' = 'false';

  /**
   * 'true' (test environments only; no effect in production): the ADMIN_EMAIL account signs in without two-step sign-in,
   * so suites that are not about it can sign in as often as they like. Every other staff account still needs it.
   */
  @IsIn(['true', 'false'])
  ADMIN_2FA_EXEMPT: 'true' | 'false' = 'false';

  @IsString() @MinLength(12) @MaxLength(128)
  ADMIN_PASSWORD = 'skyward-admin-dev-password';

  @OptionalSetting(IsString())
  STRIPE_SECRET_KEY?: string;

  @OptionalSetting(IsString())
  STRIPE_PUBLISHABLE_KEY?: string;

  @OptionalSetting(IsString())
  STRIPE_WEBHOOK_SECRET?: string;

  /** Where the Stripe SDK sends its requests (default https://api.stripe.com); tests point it at a local stand-in. */
  @OptionalSetting(IsUrl({ protocols: ['http', 'https'], require_tld: false }))
  STRIPE_API_BASE_URL?: string;

  /** How long one call to the payment provider may take before the payment setup is reported as failed. */
  @IntSetting(100, 120_000)
  PAYMENT_PROVIDER_TIMEOUT_MS: number = 20_000;

  /** The worker settles payment intents still pending after this many minutes (those the browser never reported). */
  @IntSetting(1, 1440)
  PAYMENT_RECONCILE_AFTER_MINUTES: number = 10;

  /** How often the worker's repeatable reconciliation job runs. */
  @IntSetting(1, 3600)
  PAYMENT_RECONCILE_EVERY_SECONDS: number = 60;

  /** The built-in test card provider refuses to start in production unless this is 'true' (a demo site). */
  @IsIn(['true', 'false'])
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true' | 'false' = 'false';

  @IsString()
  FRONTEND_DIST = resolve(repoRoot, 'frontend/dist');

  @IsString()
  UPLOADS_DIR = resolve(repoRoot, 'var/uploads');

  /** Bearer token for Prometheus scrapes of /api/metrics (admins can read it with their session). */
  @OptionalSetting(IsString(), MinLength(16))
  METRICS_TOKEN?: string;

  /** The worker's own HTTP port for GET /health and GET /metrics (0: none, for a worker nobody probes or scrapes). */
  @IntSetting(0, 65535)
  WORKER_HTTP_PORT: number = 3001;

  /** How long an API instance keeps the shop's product list in memory (0: read the database every time). */
  @IntSetting(0, 600_000)
  PRODUCT_CACHE_TTL_MS: number = 5000;

  /**
   * How long an API instance keeps what GET /api/availability reads in memory; any committed change to bookings,
   * closures or the catalogue drops it at once (0: read the database every time).
   */
  @IntSetting(0, 60_000)
  AVAILABILITY_CACHE_TTL_MS: number = 5000;

  /** On SIGTERM the API drains in-flight requests and the worker finishes its current jobs for at most this long, then exits. */
  @IntSetting(100, 600_000)
  SHUTDOWN_TIMEOUT_MS: number = 25_000;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** 'pretty': one short readable line per request; 'json': the production policy; unset: pretty when stdout is a terminal. */
  @OptionalSetting(IsIn(['pretty', 'json']))
  LOG_FORMAT?: 'pretty' | 'json';

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /** The value for Express's 'trust proxy' setting. */
  get trustProxy(): string | false {
    return this.TRUST_PROXY.trim() === 'false' ? false : this.TRUST_PROXY;
  }

  /** The DKIM private key as PEM text (an environment that cannot hold newlines may give them as \n). */
  get dkimPrivateKey(): string | undefined {
    return this.DKIM_PRIVATE_KEY?.replace(/\\n/g, '\n');
  }

  get stripeEnabled(): boolean {
    return Boolean(this.STRIPE_SECRET_KEY && this.STRIPE_PUBLISHABLE_KEY);
  }
}

export class InvalidConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'InvalidConfigError';
  }
}

/** What makes the mail settings unusable together: the worker could not send, or would send a password in clear. */
function mailProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  if (!senderDomain(config.MAIL_FROM)) problems.push('MAIL_FROM: needs an address with a domain, e.g. Skyward <hello@example.com>');
  if (Boolean(config.SMTP_USER) !== Boolean(config.SMTP_PASSWORD)) problems.push('SMTP_USER and SMTP_PASSWORD: set both or neither');
  if (config.SMTP_TLS_CA && !existsSync(config.SMTP_TLS_CA)) problems.push(`SMTP_TLS_CA: no file at ${config.SMTP_TLS_CA}`);
  const dkim = [config.DKIM_DOMAIN, config.DKIM_SELECTOR, config.DKIM_PRIVATE_KEY];
  if (dkim.some(Boolean) && !dkim.every(Boolean)) {
    problems.push('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY: set all three or none');
  } else if (config.dkimPrivateKey) {
    try {
      createPrivateKey(config.dkimPrivateKey);
    } catch {
      problems.push('DKIM_PRIVATE_KEY: not a PEM private key');
    }
  }
  return problems;
}

/** Reads and validates the environment; throws one error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Every declared variable, including optional ones with no default (which have no own property until set).
  const known = new Set(getMetadataStorage().getTargetValidationMetadatas(AppConfig, '', true, false).map((rule) => rule.propertyName));
  const given = Object.fromEntries(Object.entries(env).filter(([key, value]) => known.has(key) && value !== undefined));
  const config = plainToInstance(AppConfig, given, { enableImplicitConversion: true, exposeDefaultValues: true });
  const problems = validateSync(config, { forbidUnknownValues: true }).map(
    (error) => `${error.property}: ${Object.values(error.constraints ?? {}).join(', ')}`,
  );
  // No secret is ever taken from the source: a published one would let anyone sign sessions and manage links.
  if (!env.SESSION_SECRET) {
    problems.push(
      config.isProduction ? 'SESSION_SECRET: must be set in production' : 'SESSION_SECRET: must be set (npm start generates one into var/session-secret)',
    );
  }
  if (config.isProduction) {
    if (!env.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD: must be set in production');
  }
  if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_PUBLISHABLE_KEY)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both or neither');
  }
  if (config.REVIEW_EMAILS_ENABLED === 'true' && !config.REVIEW_URL) problems.push('REVIEW_URL: must be set when REVIEW_EMAILS_ENABLED is true');
  problems.push(...mailProblems(config));
  if (problems.length > 0) throw new InvalidConfigError(problems);
  return config;
}
