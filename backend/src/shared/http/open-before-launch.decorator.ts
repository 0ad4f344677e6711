import { SetMetadata } from '@nestjs/common';

export const OPEN_BEFORE_LAUNCH = 'openBeforeLaunch';

/** Marks a controller or route as reachable while the pre-launch gate is closed (health, the gate itself, webhooks). */
export const OpenBeforeLaunch = () => SetMetadata(OPEN_BEFORE_LAUNCH, true);
