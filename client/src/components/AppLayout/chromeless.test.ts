import { isChromelessPath } from './chromeless';

describe('screens without the app header and footer', () => {
  it.each([
    ['/playlist/p-1/perform', true],
    ['/playlist/p-1/perform/', true],
    ['/playlist/p-1', false],
    ['/playlist/p-1/rehearse', true],
    ['/', false],
  ])('%s → %j', (pathname, bare) => {
    expect(isChromelessPath(pathname)).toBe(bare);
  });
});
