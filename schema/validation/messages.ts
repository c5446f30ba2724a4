/**
 * User-facing validation messages, verbatim from SPEC.md §5 where it gives one.
 * Messages SPEC.md does not give are ours and say what to fix.
 */
export const messages = {
  usernameOrEmailRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 32 characters',
  usernameNoAt: "Username can't contain '@'",
  usernameCharacters: 'Username can only contain letters, numbers, dots, dashes and underscores',
  emailInvalid: 'Please enter a valid email',
  emailMax: 'Email must be at most 254 characters',
  displayNameMax: 'Display name must be at most 80 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 256 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: 'New password must be at least 8 characters',
  confirmNewPasswordRequired: 'Please confirm your new password',
  playlistNameRequired: 'Playlist name is required',
  playlistNameRequiredForm: 'Please enter a playlist name',
  playlistNameMax: 'Playlist name must be at most 100 characters',
  playlistDescriptionMax: 'Description must be at most 500 characters',
  trackNameRequired: 'Track name is required',
  trackNameMax: 'Track name must be at most 200 characters',
  trackArtistMax: 'Artist must be at most 200 characters',
  bpmRange: 'BPM must be a whole number from 40 to 240',
  trackIdMax: 'Song id must be at most 100 characters',
  albumArtUrl: 'Album art must be an http or https URL of at most 1000 characters',
  bpmSource: 'BPM source must be one of lookup, estimate, tap, manual',
  shareUsernameRequired: 'Please enter a username to share this playlist with',
} as const;
