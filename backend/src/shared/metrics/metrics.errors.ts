import { DomainError } from '../errors/domain-error';

export class MetricsUnauthorizedError extends DomainError {
  readonly code = 'METRICS.UNAUTHORIZED';
  readonly kind = 'unauthorized';
  constructor() {
    super('Metrics need the metrics token or a staff session.');
  }
}
