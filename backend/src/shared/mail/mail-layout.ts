/** The branded HTML every e-mail shares: tables and inline styles only, so it renders the same in every client. */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string);

/** Blank-line separated text as HTML paragraphs (single newlines become line breaks). */
export const paragraphs = (text: string) =>
  escapeHtml(text)
    .split(/\n{2,}/)
    .map((block) => `<p style="margin:0 0 12px">${block.replace(/\n/g, '<br>')}</p>`)
    .join('');

/** A link drawn as a button (e-mails show buttons, never printed URLs). */
export const mailButton = (url: string, label: string) =>
  `<p style="margin:20px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#0369a1;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

/** A link with its lead-in: the address itself in the text part, a button (never a printed URL) in the HTML. */
export const mailAction = (lead: string, url: string, label: string) => ({
  text: `${lead}: ${url}`,
  html: paragraphs(`${lead}.`) + mailButton(url, label),
});

/** A quiet text link (unsubscribe and the like). */
export const mailLink = (url: string, label: string) =>
  `<a href="${escapeHtml(url)}" style="color:#0369a1">${escapeHtml(label)}</a>`;

/** Label and value rows (booking details, enquiry details). */
export function detailsTable(rows: [string, string][]): string {
  const cells = rows
    .map(([label, value]) => `<tr><th align="left" style="padding:6px 12px 6px 0;color:#475569;font-weight:normal;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px">${cells}</table>`;
}

export interface MailBrand {
  siteName: string;
  publicUrl: string;
  /** Shown above the site link in the footer when given. */
  address?: string;
}

export function mailFrame(brand: MailBrand, title: string, body: string): string {
  const address = brand.address ? `${escapeHtml(brand.address)}<br>` : '';
  return `<!doctype html><html><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0b1f3a;color:#ffffff;padding:20px 24px;font-size:18px;font-weight:bold;letter-spacing:1px">${escapeHtml(brand.siteName.toUpperCase())}</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px;color:#0b1f3a">${escapeHtml(title)}</h1>${body}</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;font-size:12px;color:#475569">${address}<a href="${escapeHtml(brand.publicUrl)}" style="color:#0369a1">${escapeHtml(brand.publicUrl)}</a></td></tr>
</table></td></tr></table></body></html>`;
}
