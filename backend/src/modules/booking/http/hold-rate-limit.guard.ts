import { fixedDomainError } from '../../../shared/errors/domain-error';
import { PerIpLimitGuard } from '../../../shared/http/per-ip-limit.guard';
import { HOLD_MINUTES } from '../domain/booking';

export class TooManyHoldsError extends fixedDomainError(
  'BOOKING.TOO_MANY_ATTEMPTS',
  'too_many',
  'Too many booking attempts from your connection. Please wait a few minutes and try again, or call us to book.',
) {}

/**
 * Each hold keeps a slot from everyone else for as long as a hold lasts (HOLD_MINUTES), so a client can keep
 * at most BOOKING_HOLDS_PER_IP slots held at any time: a script cannot hold the whole calendar.
 */
export const HoldRateLimitGuard = PerIpLimitGuard({
  name: 'booking-holds',
  windowMs: HOLD_MINUTES * 60_000,
  limit: (config) => config.BOOKING_HOLDS_PER_IP,
  refusal: () => new TooManyHoldsError(),
});
