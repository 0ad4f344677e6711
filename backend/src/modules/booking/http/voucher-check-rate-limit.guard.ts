import { fixedDomainError } from '../../../shared/errors/domain-error';
import { PerIpLimitGuard } from '../../../shared/http/per-ip-limit.guard';

export class TooManyVoucherChecksError extends fixedDomainError(
  'VOUCHER.TOO_MANY_ATTEMPTS',
  'too_many',
  'Too many voucher codes tried from your connection. Please wait 15 minutes and try again, or call us quoting your code.',
) {}

/** Voucher codes are 60 random bits and trying them is limited per client IP: nobody finds a code by guessing. */
export const VoucherCheckRateLimitGuard = PerIpLimitGuard({
  name: 'voucher-checks',
  windowMs: 15 * 60_000,
  limit: (config) => config.VOUCHER_CHECKS_PER_IP,
  refusal: () => new TooManyVoucherChecksError(),
});
