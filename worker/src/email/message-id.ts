import { createHash } from 'node:crypto';

/**
 * The Message-ID of the e-mail with this key, on the sender's domain: the same on every attempt, so a copy that
 * reached the mailbox twice (the server's answer was lost) is one message to mail clients.
 */
export function messageIdFor(key: string, mailFrom: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1];
  if (!domain) throw new Error(`MAIL_FROM has no address with a domain: ${mailFrom}`);
  return `<${createHash('sha256').update(key).digest('hex')}@${domain}>`;
}
