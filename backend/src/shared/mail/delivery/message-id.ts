import { createHash } from 'node:crypto';
import { senderDomain } from '../sender-domain';

/**
 * The Message-ID of the e-mail with this key, on the sender's domain (MAIL_FROM's, checked at start): the same on
 * every attempt, so a copy that reached the mailbox twice (the server's answer was lost) is one message to clients.
 */
export function messageIdFor(key: string, mailFrom: string): string {
  return `<${createHash('sha256').update(key).digest('hex')}@${senderDomain(mailFrom)}>`;
}
