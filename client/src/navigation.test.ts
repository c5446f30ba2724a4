import { landingFor, nextPathIn, safeNextPath, withNextFrom } from './navigation';

describe('where to go after signing in', () => {
  it.each(['/playlist/1b2c?visualizer=true', '/playlists', '/users/alice#bio', '/admin'])(
    'follows the app path %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.example/playlist'],
    ['an absolute URL', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline inside', '/playlists\n'],
    ['a relative path', 'playlists'],
    ['the login page itself', '/login?next=/login'],
    ['nothing', ''],
  ])('refuses %s', (_case, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('sends a visitor on a private page to / naming it, and carries it on to /login and /register', () => {
    const landing = landingFor('/playlist/42?autoplay=true');
    expect(landing).toBe('/?next=%2Fplaylist%2F42%3Fautoplay%3Dtrue');
    const search = landing.slice(1);
    expect(nextPathIn(search)).toBe('/playlist/42?autoplay=true');
    expect(withNextFrom('/login', search)).toBe('/login?next=%2Fplaylist%2F42%3Fautoplay%3Dtrue');
    expect(withNextFrom('/register', '?next=%2F%2Fevil.example')).toBe('/register');
    expect(landingFor('/')).toBe('/');
  });
});
