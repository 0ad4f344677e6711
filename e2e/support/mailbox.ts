import { queryDatabase } from './database';
import { E2E } from './environment';

export interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  /** Header names in lower case, as MailDev parsed them. */
  headers: Record<string, string>;
}

/** Reads what the worker sent, from MailDev's REST API. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${E2E.mailboxPort}/email`);
  const mails = (await response.json()) as ReceivedMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** Waits until a mail to `address` whose subject matches arrives. */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailsTo(address)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${address} matching ${subject} within ${timeoutMs} ms`);
}

/**
 * The outbox events, oldest first, about the orders placed with this e-mail. The worker sends an e-mail about an
 * order only for one of them: while this list stays as it was, no further e-mail about those orders can come.
 */
export async function orderEventsOf(email: string): Promise<string[]> {
  const rows = await queryDatabase<{ type: string }>(
    `SELECT e.type FROM outbox e JOIN shop_order o ON e.payload->>'orderId' = o.id::text
      WHERE lower(o.email) = lower($1) ORDER BY e.created_at, e.id`,
    [email],
  );
  return rows.map((row) => row.type);
}
