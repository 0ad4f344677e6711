import { decodeDataUrl, detectImageType, MAX_IMAGE_BYTES } from './product-image';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe('detectImageType', () => {
  it.each([
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10)],
    ['gif', bytes('GIF89a', 1, 0)],
    ['gif', bytes('GIF87a', 1, 0)],
    ['webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')],
  ])('recognises %s by its magic bytes', (type, content) => {
    expect(detectImageType(content)).toBe(type);
  });

  it.each([
    ['text named .png', bytes('hello, I am a png')],
    ['an SVG (scriptable, refused)', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['a truncated PNG signature', bytes(0x89, 'PN')],
    ['nothing', bytes()],
  ])('refuses %s', (_label, content) => {
    expect(detectImageType(content)).toBeNull();
  });
});

describe('decodeDataUrl', () => {
  it('decodes a base64 data URL whatever type it declares', () => {
    const result = decodeDataUrl(`data:text/plain;base64,${Buffer.from('GIF89a').toString('base64')}`);
    expect(result).toEqual({ ok: true, bytes: Buffer.from('GIF89a') });
    expect(decodeDataUrl('data:image/png;name=a.png;base64,AAAA')).toMatchObject({ ok: true });
  });

  it.each([
    ['a URL-encoded data URL', 'data:image/png,%89PNG'],
    ['base64 with stray characters', 'data:image/png;base64,AA*A'],
    ['base64 of a wrong length', 'data:image/png;base64,AAAAA'],
    ['not a data URL', 'https://example.com/a.png'],
  ])('refuses %s as not base64', (_label, url) => {
    expect(decodeDataUrl(url)).toEqual({ ok: false, reason: 'not-base64' });
  });

  it('refuses more than 2 MB before decoding and accepts exactly 2 MB', () => {
    const exactly = Buffer.alloc(MAX_IMAGE_BYTES).toString('base64');
    const over = Buffer.alloc(MAX_IMAGE_BYTES + 1).toString('base64');
    expect(decodeDataUrl(`data:image/png;base64,${exactly}`)).toMatchObject({ ok: true });
    expect(decodeDataUrl(`data:image/png;base64,${over}`)).toEqual({ ok: false, reason: 'too-large' });
  });
});
