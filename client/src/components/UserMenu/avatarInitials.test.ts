import { avatarInitials } from './avatarInitials';

describe('avatarInitials', () => {
  it('uses the first letters of the first two words of the display name', () => {
    expect(avatarInitials({ displayName: 'Alice Cooper', username: 'alice' })).toBe('AC');
  });

  it('uses at most two words of a longer display name', () => {
    expect(avatarInitials({ displayName: 'Mary Ann Evans', username: 'george' })).toBe('MA');
  });

  it('uses one letter for a one-word display name', () => {
    expect(avatarInitials({ displayName: 'Prince', username: 'tafkap' })).toBe('P');
  });

  it('upper-cases and ignores surrounding and repeated spaces', () => {
    expect(avatarInitials({ displayName: '  jimi   hendrix ', username: 'jimi' })).toBe('JH');
  });

  it('keeps a first character outside the basic plane whole', () => {
    expect(avatarInitials({ displayName: '𝄞 Clef', username: 'clef' })).toBe('𝄞C');
  });

  it('falls back to the first two letters of the username without a display name', () => {
    expect(avatarInitials({ displayName: null, username: 'bob' })).toBe('BO');
  });

  it('treats a blank display name as missing', () => {
    expect(avatarInitials({ displayName: '   ', username: 'carol' })).toBe('CA');
  });

  it('uses a one-letter username as it is', () => {
    expect(avatarInitials({ displayName: null, username: 'z' })).toBe('Z');
  });

  it("falls back to 'U' with neither a display name nor a username", () => {
    expect(avatarInitials({ displayName: null, username: '' })).toBe('U');
    expect(avatarInitials({})).toBe('U');
    expect(avatarInitials(null)).toBe('U');
  });
});
