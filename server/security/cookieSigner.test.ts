import Keygrip from 'keygrip';
import { CookieSigner } from './cookieSigner';

const keys = ['newest-key-that-is-long-enough-0123456789', 'older-key-that-is-long-enough-0123456789'];
const data = 'miq.session=eyJzaWQiOiJhYmMiLCJ1aWQiOiIxMjMiLCJzdiI6MCwiaWF0IjoxfQ==';

describe('CookieSigner', () => {
  it("signs exactly as Keygrip(keys, 'sha256') does, so existing cookies stay valid", () => {
    const keygrip = new Keygrip(keys, 'sha256');
    for (const value of [data, '', 'ä ö ü', 'x'.repeat(4000)])
      expect(new CookieSigner(keys).sign(value)).toBe(keygrip.sign(value));
  });

  it('accepts signatures of every current key and says which one', () => {
    const signer = new CookieSigner(keys);
    expect(signer.index(data, new Keygrip([keys[0]!], 'sha256').sign(data))).toBe(0);
    expect(signer.index(data, new Keygrip([keys[1]!], 'sha256').sign(data))).toBe(1);
    expect(signer.verify(data, signer.sign(data))).toBe(true);
  });

  it.each([
    ['another key', () => new Keygrip(['some-other-key-that-is-long-enough-0123'], 'sha256').sign(data)],
    ['other data', () => new CookieSigner(keys).sign(`${data}x`)],
    ['a truncated signature', () => new CookieSigner(keys).sign(data).slice(0, -2)],
    ['stray characters', () => `${new CookieSigner(keys).sign(data)}!!`],
    ['nothing', () => ''],
  ])('refuses a signature from %s', (_case, signature) => {
    expect(new CookieSigner(keys).index(data, signature())).toBe(-1);
  });
});
