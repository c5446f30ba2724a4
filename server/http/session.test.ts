import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import Keygrip from 'keygrip';
import { SESSION_COOKIE, sessionOfUpgrade } from './session';

// A WebSocket upgrade's session cookie is read with the `cookies` package and the signer
// cookie-session uses on HTTP; signed here by Keygrip itself, as cookie-session would.

const KEYS = ['newest-session-key-for-this-test', 'older-session-key-still-accepted'];
const payload = { sid: 'session-id', uid: '0b5e1c9e-5d0a-4e4e-9a43-6f2f8f0f6a11', sv: 3, iat: 1_790_000_000 };

function cookieFor(body: unknown, key: string): { value: string; signature: string } {
  const value = Buffer.from(JSON.stringify(body)).toString('base64');
  return { value, signature: new Keygrip([key], 'sha256').sign(`${SESSION_COOKIE}=${value}`) };
}

function upgrade(cookie?: string): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  if (cookie !== undefined) request.headers.cookie = cookie;
  return request;
}

const header = ({ value, signature }: { value: string; signature: string }) =>
  `XSRF-TOKEN=abc; ${SESSION_COOKIE}=${value}; ${SESSION_COOKIE}.sig=${signature}`;

describe('sessionOfUpgrade', () => {
  it('reads a cookie signed with the newest key, or with an older one still configured', () => {
    expect(sessionOfUpgrade(upgrade(header(cookieFor(payload, KEYS[0]!))), KEYS)).toEqual(payload);
    expect(sessionOfUpgrade(upgrade(header(cookieFor(payload, KEYS[1]!))), KEYS)).toEqual(payload);
  });

  it('refuses a tampered signature, a tampered value, a foreign key and a missing signature', () => {
    const genuine = cookieFor(payload, KEYS[0]!);
    const flipped = genuine.signature.startsWith('A')
      ? `B${genuine.signature.slice(1)}`
      : `A${genuine.signature.slice(1)}`;
    expect(sessionOfUpgrade(upgrade(header({ ...genuine, signature: flipped })), KEYS)).toBeNull();
    expect(
      sessionOfUpgrade(
        upgrade(header({ ...genuine, value: cookieFor({ ...payload, uid: 'someone-else' }, KEYS[0]!).value })),
        KEYS,
      ),
    ).toBeNull();
    expect(sessionOfUpgrade(upgrade(header(cookieFor(payload, 'a key this app never had'))), KEYS)).toBeNull();
    expect(sessionOfUpgrade(upgrade(`${SESSION_COOKIE}=${genuine.value}`), KEYS)).toBeNull();
  });

  it('is null without a cookie, and for a signed payload that is not a JSON object', () => {
    expect(sessionOfUpgrade(upgrade(), KEYS)).toBeNull();
    expect(sessionOfUpgrade(upgrade('other=1'), KEYS)).toBeNull();
    const notJson = Buffer.from('not json').toString('base64');
    expect(
      sessionOfUpgrade(
        upgrade(
          header({ value: notJson, signature: new Keygrip([KEYS[0]!], 'sha256').sign(`${SESSION_COOKIE}=${notJson}`) }),
        ),
        KEYS,
      ),
    ).toBeNull();
  });
});
