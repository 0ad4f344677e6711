import { randomBytes } from 'node:crypto';
import { seal, unseal } from './sealed-text';

describe('sealed text (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

  it('opens with its key and purpose, and never shows the text', () => {
    const sealed = seal(secret, key, 'totp');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(unseal(sealed, key, 'totp')).toBe(secret);
    expect(seal(secret, key, 'totp')).not.toBe(sealed); // a new IV each time
  });

  it('opens nothing for another key, another purpose, an altered value or plain text', () => {
    const sealed = seal(secret, key, 'totp');
    expect(unseal(sealed, randomBytes(32), 'totp')).toBeNull();
    expect(unseal(sealed, key, 'another purpose')).toBeNull();
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] ^= 1;
    expect(unseal([version, iv, tag, flipped.toString('base64url')].join('.'), key, 'totp')).toBeNull();
    expect(unseal(secret, key, 'totp')).toBeNull();
    expect(unseal('v1.a.b.c.d', key, 'totp')).toBeNull();
  });
});
