/** The parts of a user the avatar fallback is made from. */
export interface AvatarNameSource {
  displayName?: string | null;
  username?: string | null;
}

function firstCharacter(word: string): string {
  // Array.from splits by code point, so a name starting with an emoji or astral letter stays whole.
  return Array.from(word)[0] ?? '';
}

/**
 * Avatar text when there is no profile image (SPEC.md §2): the first letters of up to two words of
 * the display name; else the first two letters of the username; else 'U'. Always upper case.
 */
export function avatarInitials(user: AvatarNameSource | null | undefined): string {
  const words = (user?.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) return words.slice(0, 2).map(firstCharacter).join('').toUpperCase();
  const username = (user?.username ?? '').trim();
  if (username) return Array.from(username).slice(0, 2).join('').toUpperCase();
  return 'U';
}
