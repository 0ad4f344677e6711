import { fixedDomainError } from '../errors/domain-error';

export class MetricsUnauthorizedError extends fixedDomainError(
  'METRICS.UNAUTHORIZED',
  'unauthorized',
  'Metrics need the metrics token or a staff session.',
) {}
