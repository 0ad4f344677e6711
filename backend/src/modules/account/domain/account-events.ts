import { defineEvent } from '../../../shared/outbox/domain-event';

/** Someone passed the pre-launch gate; payload: when (an ISO instant). */
export const DEV_ACCESS_GRANTED = defineEvent<{ grantedAt: string }>()('dev-access.granted');

/** The account events staff are told of (who is looking at the site before launch). */
export const ACCOUNT_STAFF_NOTICES = [DEV_ACCESS_GRANTED] as const;
