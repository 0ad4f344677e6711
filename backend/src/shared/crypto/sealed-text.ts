import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Text kept secret at rest (a staff member's TOTP secret): AES-256-GCM under a 32-byte key, stored as
 * `v1.{12-byte IV}.{16-byte tag}.{ciphertext}`, each base64url. The tag authenticates the text and `purpose` (the
 * associated data), so a value altered, sealed under another key or copied from another purpose does not open.
 */
const VERSION = 'v1';

export function seal(text: string, key: Buffer, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The text `seal` sealed with this key and purpose, or null for anything else (malformed, altered, another key). */
export function unseal(sealed: string, key: Buffer, purpose: string): string | null {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || rest.length > 0 || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 })
      .setAAD(Buffer.from(purpose, 'utf8'))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
