/** The branded HTML every e-mail shares: tables and inline styles only, so it renders the same in every client. */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] as string);

/** Blank-line separated text as HTML paragraphs (single newlines become line breaks). */
export const paragraphs = (text: string) =>
  escapeHtml(text)
    .split(/\n{2,}/)
    .map((block) => `<p style="margin:0 0 12px">${block.replace(/\n/g, '<br>')}</p>`)
    .join('');

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
