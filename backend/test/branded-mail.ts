/**
 * What every e-mail shares: the branded layout, a plain-text part, and links drawn as buttons — the only URL printed
 * in the HTML is the footer's link to the site.
 */
export function expectBrandedMail(mail: { text?: string; html?: string | false }, button?: string): void {
  const html = mail.html || '';
  expect(html).toContain('>SKYWARD FLIGHT SIMULATION</td>');
  expect(mail.text?.trim()).toBeTruthy();
  expect(html.match(/>https?:\/\/[^<]*</g)).toHaveLength(1);
  if (button) expect(html).toMatch(new RegExp(`<a href="https?://[^"]+"[^>]*>${button}</a>`));
}
