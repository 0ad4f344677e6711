import { AppConfig } from '../../../shared/config/app-config';
import { Argon2PasswordHasher } from './argon2-password.hasher';

/** The stored hash names its cost: `$argon2id$v=19$m=<KiB>,p=<lanes>,t=<iterations>$...`. */
const costOf = (hash: string) => hash.split('$')[3];

const hasherFor = (NODE_ENV: 'production' | 'development' | 'test') =>
  new Argon2PasswordHasher(Object.assign(new AppConfig(), { NODE_ENV }));

describe('Argon2PasswordHasher', () => {
  it('hashes with the OWASP cost (19 MiB, 2 iterations, 1 lane) outside the test suites', async () => {
    for (const NODE_ENV of ['production', 'development'] as const) {
      const hasher = hasherFor(NODE_ENV);
      const hash = await hasher.hash('correct horse battery staple');
      expect(costOf(hash)).toBe('m=19456,p=1,t=2');
      await expect(hasher.verify(hash, 'correct horse battery staple')).resolves.toBe(true);
      await expect(hasher.verify(hash, 'wrong horse')).resolves.toBe(false);
    }
  });

  it('hashes cheaply in the test suites, and either kind of hash verifies in the other', async () => {
    const production = hasherFor('production');
    const test = hasherFor('test');
    const cheap = await test.hash('pa55word-for-tests');
    expect(costOf(cheap)).toBe('m=1024,p=1,t=1');
    await expect(production.verify(cheap, 'pa55word-for-tests')).resolves.toBe(true);
    await expect(test.verify(await production.hash('pa55word-for-tests'), 'pa55word-for-tests')).resolves.toBe(true);
  });

  it('matches nothing against a malformed stored hash', async () => {
    const hasher = hasherFor('test');
    await expect(hasher.verify('not-a-hash', 'anything')).resolves.toBe(false);
  });
});
