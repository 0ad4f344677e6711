import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { AppConfig } from '../../../shared/config/app-config';
import type { DevAccessStatus } from '../../../shared/http/dev-access-status';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { DEV_ACCESS_GRANTED } from '../domain/account-events';
import { DevAccessDeniedError } from '../domain/account.errors';
import { secretsMatch } from '../../../shared/crypto/secrets-match';


/** The pre-launch gate: on when DEV_ACCESS_PASSWORD is set; a granted visitor is remembered in the session. */
@Injectable()
export class DevAccessService {
  constructor(
    private readonly config: AppConfig,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  get gateEnabled(): boolean {
    return Boolean(this.config.DEV_ACCESS_PASSWORD);
  }

  status(granted: boolean | undefined): DevAccessStatus {
    return { requiresAuth: this.gateEnabled, authenticated: !this.gateEnabled || granted === true };
  }

  /**
   * Checks the shared password; records the grant for staff (outbox) when it matches. With the gate off
   * every visitor is let in and nothing is recorded (anyone could otherwise fill the outbox).
   */
  @Transactional()
  async verify(password: string): Promise<void> {
    const expected = this.config.DEV_ACCESS_PASSWORD;
    if (!expected) return;
    if (!secretsMatch(password, expected)) throw new DevAccessDeniedError();
    await this.events.publish(DEV_ACCESS_GRANTED({ grantedAt: new Date().toISOString() }));
  }
}
