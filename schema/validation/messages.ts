import {
  ALBUM_ART_URL_MAX_LENGTH,
  BPM_MAX,
  BPM_MIN,
  BPM_SOURCES,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLAYLIST_DESCRIPTION_MAX_LENGTH,
  PLAYLIST_NAME_MAX_LENGTH,
  TRACK_ARTIST_MAX_LENGTH,
  TRACK_EXTERNAL_ID_MAX_LENGTH,
  TRACK_NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USER_BPM_SOURCES,
  USERNAME_MIN_LENGTH,
  SONG_SEARCH_MAX_LENGTH,
  SONG_SEARCH_MIN_LENGTH,
} from '../limits';

/**
 * User-facing validation messages, verbatim from SPEC.md §5 where it gives one (with today's
 * limits those read exactly as SPEC.md quotes them). Every number comes from schema/limits.ts.
 * Messages SPEC.md does not give are ours and say what to fix.
 */
export const messages = {
  usernameOrEmailRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  usernameMin: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameMax: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  usernameNoAt: "Username can't contain '@'",
  usernameCharacters: 'Username can only contain letters, numbers, dots, dashes and underscores',
  emailInvalid: 'Please enter a valid email',
  emailMax: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  displayNameMax: `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: `New password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  confirmNewPasswordRequired: 'Please confirm your new password',
  playlistNameRequired: 'Playlist name is required',
  playlistNameRequiredForm: 'Please enter a playlist name',
  playlistNameMax: `Playlist name must be at most ${PLAYLIST_NAME_MAX_LENGTH} characters`,
  playlistDescriptionMax: `Description must be at most ${PLAYLIST_DESCRIPTION_MAX_LENGTH} characters`,
  trackNameRequired: 'Track name is required',
  trackNameMax: `Track name must be at most ${TRACK_NAME_MAX_LENGTH} characters`,
  trackArtistMax: `Artist must be at most ${TRACK_ARTIST_MAX_LENGTH} characters`,
  bpmRange: `BPM must be a whole number from ${BPM_MIN} to ${BPM_MAX}`,
  trackIdMax: `Song id must be at most ${TRACK_EXTERNAL_ID_MAX_LENGTH} characters`,
  albumArtUrl: `Album art must be an http or https URL of at most ${ALBUM_ART_URL_MAX_LENGTH} characters`,
  bpmSource: `BPM source must be one of ${BPM_SOURCES.join(', ')}`,
  userBpmSource: `BPM source must be one of ${USER_BPM_SOURCES.join(', ')}`,
  shareUsernameRequired: 'Please enter a username to share this playlist with',
  usernameOrIdRequired: 'Name the user by username or id',
  songSearchMin: `Type at least ${SONG_SEARCH_MIN_LENGTH} characters to search`,
  songSearchMax: `Search must be at most ${SONG_SEARCH_MAX_LENGTH} characters`,
  songIdRequired: 'Song id is required',
  songNameRequired: 'Song name is required',
} as const;

/** Messages about the shape of untrusted input, before any rule runs (`label` names the field). */
export const inputShapeMessages = {
  bodyNotObject: 'The request body must be a JSON object',
  notText: (label: string) => `${label} must be text`,
  notNumber: (label: string) => `${label} must be a number`,
  notBoolean: (label: string) => `${label} must be true or false`,
  nulCharacter: (label: string) => `${label} can't contain the NUL character (\\u0000)`,
} as const;
