import { hash } from '@node-rs/argon2';
import { argon2Options, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it("hashes at OWASP's minimum argon2id cost outside jest, as the built server runs", async () => {
    const stored = await hash('a-password-1', argon2Options({ NODE_ENV: 'production' }));
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'a-password-1')).toBe(true);
    expect(await verifyPassword(stored, 'another-password')).toBe(false);
  });

  it('hashes at the smallest argon2id cost only inside a jest worker', async () => {
    expect(argon2Options({ NODE_ENV: 'test' })).toMatchObject({ memoryCost: 19456, timeCost: 2 });
    const stored = await hashPassword('a-password-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await verifyPassword(stored, 'a-password-1')).toBe(true);
  });

  it('refuses every password when there is no stored hash (an unknown user)', async () => {
    expect(await verifyPassword(undefined, 'not-a-real-password')).toBe(false);
  });
});
