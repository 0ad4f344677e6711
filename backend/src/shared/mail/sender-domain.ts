/** The domain of the sender address in MAIL_FROM (`Name <hello@example.com>` or `hello@example.com`), if it has one. */
export function senderDomain(mailFrom: string): string | undefined {
  return /@([^\s<>@]+)>?\s*$/.exec(mailFrom)?.[1];
}
