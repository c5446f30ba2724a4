import type { DocumentNode } from 'graphql';
import * as Apollo from '@apollo/client';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
const defaultOptions = {} as const;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar. */
  DateTime: { input: string; output: string; }
  /** Integers that will have a value of 0 or more. */
  NonNegativeInt: { input: number; output: number; }
  /** Integers that will have a value greater than 0. */
  PositiveInt: { input: number; output: number; }
  /** A field whose value conforms to the standard URL format as specified in RFC3986: https://www.ietf.org/rfc/rfc3986.txt. */
  URL: { input: string; output: string; }
};

/** A user made by an admin (password at least 6 characters). */
export type AdminCreateUserInput = {
  /** Optional display name. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** Unique email address. */
  email: Scalars['String']['input'];
  /** Make the user an administrator (default false). */
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  /** Password, at least 6 characters. */
  password: Scalars['String']['input'];
  /** Unique username, 3-32 characters. */
  username: Scalars['String']['input'];
};

/** Search, paging and order of an admin list. */
export type AdminListQuery = {
  /** Rows per page: at least one, at most 200, default 50. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Rows to skip, default none. */
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** Text to look for (users: username, email, display name; playlists: name, owner username). */
  q?: InputMaybe<Scalars['String']['input']>;
  /** Order: a field, '-' first for descending (users: username, email, createdAt; playlists: name, createdAt, trackCount). */
  sort?: InputMaybe<Scalars['String']['input']>;
};

/** A playlist as the admin dashboard lists it. */
export type AdminPlaylist = {
  __typename?: 'AdminPlaylist';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Description; null when empty. */
  description: Maybe<Scalars['String']['output']>;
  /** Playlist id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Owner's username; null for a system playlist. */
  ownerUsername: Maybe<Scalars['String']['output']>;
  /** Number of tracks. */
  trackCount: Scalars['Int']['output'];
  /** Owner's user id; null for a system playlist. */
  userId: Maybe<Scalars['ID']['output']>;
};

/** One page of playlists and how many match in all. */
export type AdminPlaylistPage = {
  __typename?: 'AdminPlaylistPage';
  /** The playlists of this page. */
  items: Array<AdminPlaylist>;
  /** How many playlists match the search. */
  total: Scalars['Int']['output'];
};

/** One page of users and how many match in all. */
export type AdminUserPage = {
  __typename?: 'AdminUserPage';
  /** The users of this page. */
  items: Array<User>;
  /** How many users match the search. */
  total: Scalars['Int']['output'];
};

/** A personal API token of the signed-in user (the token itself is shown only once, when created). */
export type ApiTokenInfo = {
  __typename?: 'ApiTokenInfo';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working; null for never. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** Id, for revoking. */
  id: Scalars['ID']['output'];
  /** When it was last used (to the minute); null if never. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** The name its owner gave it. */
  name: Scalars['String']['output'];
  /** The token's first characters, to tell tokens apart (e.g. 'miq_Ab3dE6gH'). */
  prefix: Scalars['String']['output'];
  /** 'read' (queries and GET only) or 'write' (everything its user may do). */
  scope: Scalars['String']['output'];
};

/** The OpenID Connect provider this server signs users in with. */
export type AuthProvider = {
  __typename?: 'AuthProvider';
  /** When set, the button is offered only on host names containing it (SPEC.md §2). */
  appDomain: Maybe<Scalars['String']['output']>;
  /** Where the browser goes to start signing in (add ?link=1 to link it to the signed-in account). */
  loginUrl: Scalars['String']['output'];
  /** Shown on the login button: 'Log in with {name}'. */
  name: Scalars['String']['output'];
};

/** A bar's pattern: meter, grouping, accents, subdivision, swing and tempo unit. */
export type BarPattern = {
  /** One level per beat of the bar: accent, normal, soft, mute. */
  accents: Array<Scalars['String']['output']>;
  /** How the beats of a bar group, adding up to the beats per bar, e.g. [2, 2, 3]. */
  grouping: Array<Scalars['Int']['output']>;
  /** Clicks between beats: none, eighths, triplets, sixteenths, quintuplets, sextuplets. */
  subdivision: Scalars['String']['output'];
  /** Share of each pair the first note takes, 50-75 (50: straight); eighths and sixteenths only. */
  swingPercent: Scalars['Int']['output'];
  /** What the tempo counts: note, dotted, quarter, group ("dotted": the dotted note of a compound meter, e.g. 6/8 in dotted quarters; "quarter": the quarter note of a meter in eighths or sixteenths, e.g. 7/8 at 152 is 304 eighths a minute; "group": the shortest group, longer groups lasting in proportion, e.g. 2+2+3 at 100 is 200 eighths a minute). The meter's note may click at most 960 times a minute. */
  tempoUnit: Scalars['String']['output'];
  /** Beats per bar (1-16) over a note value (2, 4, 8, 16), e.g. "7/8". */
  timeSignature: Scalars['String']['output'];
};

/** Change the signed-in user's password; other sessions end. */
export type ChangePasswordInput = {
  /** The current password. */
  currentPassword: Scalars['String']['input'];
  /** The new password, at least 8 characters. */
  newPassword: Scalars['String']['input'];
};

/** A pedal, key or controller mapped to a stage action. */
export type ControlMapping = {
  __typename?: 'ControlMapping';
  /** What it does: playStop, nextSong, previousSong, nextSection, tapTempo, message. */
  action: Scalars['String']['output'];
  /** Action message only: the band message, a preset (Start, Stop, Repeat chorus, Last chorus, Tag, Cut) or text of at most 60 characters. */
  message: Maybe<Scalars['String']['output']>;
  /** short or long: a long press is held at least holdMs. */
  press: Scalars['String']['output'];
  /** What is pressed. */
  source: ControlSource;
};

/** A pedal, key or controller mapped to a stage action. */
export type ControlMappingInput = {
  /** What it does: playStop, nextSong, previousSong, nextSection, tapTempo, message. */
  action: Scalars['String']['input'];
  /** Action message only: the band message, a preset (Start, Stop, Repeat chorus, Last chorus, Tag, Cut) or text of at most 60 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** short or long: a long press is held at least holdMs. */
  press: Scalars['String']['input'];
  /** What is pressed. */
  source: ControlSourceInput;
};

/** Pedals and controllers: the hold that makes a press long, and each source's action. */
export type ControlMappings = {
  __typename?: 'ControlMappings';
  /** The hold that makes a press long, 200-2000 ms. */
  holdMs: Scalars['Int']['output'];
  /** At most 32; each source and press once. */
  mappings: Array<ControlMapping>;
};

/** Pedals and controllers: the hold that makes a press long, and each source's action. */
export type ControlMappingsInput = {
  /** The hold that makes a press long, 200-2000 ms. */
  holdMs: Scalars['Int']['input'];
  /** At most 32; each source and press once. */
  mappings: Array<ControlMappingInput>;
};

/** A MIDI note, CC or program change on a channel, or a keyboard key. */
export type ControlSource = {
  __typename?: 'ControlSource';
  /** MIDI only: the channel, 1-16; null for a key. */
  channel: Maybe<Scalars['Int']['output']>;
  /** Key only: the key's KeyboardEvent.code, e.g. KeyB; null for MIDI. */
  code: Maybe<Scalars['String']['output']>;
  /** What sends it: note, control, program, key. */
  kind: Scalars['String']['output'];
  /** MIDI only: the note, controller or program, 0-127; null for a key. */
  number: Maybe<Scalars['Int']['output']>;
};

/** A MIDI note, CC or program change on a channel, or a keyboard key. */
export type ControlSourceInput = {
  /** MIDI only: the channel, 1-16; null for a key. */
  channel?: InputMaybe<Scalars['Int']['input']>;
  /** Key only: the key's KeyboardEvent.code, e.g. KeyB; null for MIDI. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** What sends it: note, control, program, key. */
  kind: Scalars['String']['input'];
  /** MIDI only: the note, controller or program, 0-127; null for a key. */
  number?: InputMaybe<Scalars['Int']['input']>;
};

/** A new API token: a name, a scope and an optional lifetime. */
export type CreateApiTokenInput = {
  /** Days until it expires (at least one, at most 365); leave out for no expiry. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  /** A name to recognise it by (at most 100 characters). */
  name: Scalars['String']['input'];
  /** 'read' or 'write'. */
  scope: Scalars['String']['input'];
};

/** A newly created API token. `token` is shown this once and never again. */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working; null for never. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** Id, for revoking. */
  id: Scalars['ID']['output'];
  /** When it was last used (to the minute); null if never. */
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  /** The name its owner gave it. */
  name: Scalars['String']['output'];
  /** The token's first characters, to tell tokens apart (e.g. 'miq_Ab3dE6gH'). */
  prefix: Scalars['String']['output'];
  /** 'read' (queries and GET only) or 'write' (everything its user may do). */
  scope: Scalars['String']['output'];
  /** The token: send it as 'Authorization: Bearer <token>'. */
  token: Scalars['String']['output'];
};

/** Spoken cues: a voiced count-in and section names said before each section. */
export type CueSettings = {
  __typename?: 'CueSettings';
  /** The count-in counted aloud ("one, two, three, four"). */
  countIn: Scalars['Boolean']['output'];
  /** Bars ahead of a section its name is said, 0-2 (0: on its first beat). */
  leadInBars: Scalars['Int']['output'];
  /** Words said with your own sounds; null or left out: the built-in voice for every word. */
  ownWords: Maybe<Array<OwnCueWord>>;
  /** Each song-map section's name said before it. */
  sections: Scalars['Boolean']['output'];
  /** A band message with a sample ('Start', 'Last chorus', 'Now playing' …) said aloud in a rehearsal room; null or left out: yes. Read from the user's settings. */
  speakMessages: Maybe<Scalars['Boolean']['output']>;
  /** Cue volume in percent, 0-100. */
  volumePercent: Scalars['Int']['output'];
};

/** Spoken cues: a voiced count-in and section names said before each section. */
export type CueSettingsInput = {
  /** The count-in counted aloud ("one, two, three, four"). */
  countIn: Scalars['Boolean']['input'];
  /** Bars ahead of a section its name is said, 0-2 (0: on its first beat). */
  leadInBars: Scalars['Int']['input'];
  /** Words said with your own sounds; null or left out: the built-in voice for every word. */
  ownWords?: InputMaybe<Array<OwnCueWordInput>>;
  /** Each song-map section's name said before it. */
  sections: Scalars['Boolean']['input'];
  /** A band message with a sample ('Start', 'Last chorus', 'Now playing' …) said aloud in a rehearsal room; null or left out: yes. Read from the user's settings. */
  speakMessages?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cue volume in percent, 0-100. */
  volumePercent: Scalars['Int']['input'];
};

/** A gap click: bars that play and silent bars, in turn. */
export type GapClick = {
  __typename?: 'GapClick';
  /** Silent bars after them, 1-16. */
  muteBars: Scalars['Int']['output'];
  /** Bars that play, 1-16. */
  playBars: Scalars['Int']['output'];
};

/** A gap click: bars that play and silent bars, in turn. */
export type GapClickInput = {
  /** Silent bars after them, 1-16. */
  muteBars: Scalars['Int']['input'];
  /** Bars that play, 1-16. */
  playBars: Scalars['Int']['input'];
};

/** The generator's settings the user left it with (the defaults until they save any). */
export type GeneratorSettings = {
  __typename?: 'GeneratorSettings';
  /** Tempo, 40-240. */
  bpm: Scalars['Int']['output'];
  /** Pedals and controllers mapped to stage actions; null: none. */
  controlMappings: Maybe<ControlMappings>;
  /** A count-in of 1-4 whole bars of the rhythm's first meter; null counts in countInBeats beats. */
  countInBars: Maybe<Scalars['Int']['output']>;
  /** Count-in beats, 0-8. */
  countInBeats: Scalars['Int']['output'];
  /** Count-in sound: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  countInSoundType: Scalars['String']['output'];
  /** Spoken count-in and section names; null: off. */
  cues: Maybe<CueSettings>;
  /** Length in seconds, 3-30. */
  durationSeconds: Scalars['Int']['output'];
  /** Gap click, random mute and tempo trainer; null: no practice. */
  practice: Maybe<Practice>;
  /** Meter, accents, subdivision and song map, every field resolved; null plays a steady 4/4. */
  rhythm: Maybe<Rhythm>;
  /** Main click sound: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  soundType: Scalars['String']['output'];
  /** Visualizer theme: Standard, Dark, Bright, Contrast. */
  visualizerTheme: Scalars['String']['output'];
  /** Volume in percent, 0-100. */
  volumePercent: Scalars['Int']['output'];
};

/** The generator's settings to keep: all of them; the rhythm, count-in bars and practice tools may be left out (kept as saved). */
export type GeneratorSettingsInput = {
  /** Tempo, 40-240. */
  bpm: Scalars['Int']['input'];
  /** Pedals and controllers mapped to stage actions; null: none; left out: kept as saved. */
  controlMappings?: InputMaybe<ControlMappingsInput>;
  /** A count-in of 1-4 whole bars of the rhythm's first meter; null counts in countInBeats beats. Left out: kept as saved. */
  countInBars?: InputMaybe<Scalars['Int']['input']>;
  /** Count-in beats, 0-8. */
  countInBeats: Scalars['Int']['input'];
  /** Count-in sound: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  countInSoundType: Scalars['String']['input'];
  /** Spoken count-in and section names; null: off; left out: kept as saved. */
  cues?: InputMaybe<CueSettingsInput>;
  /** Length in seconds, 3-30. */
  durationSeconds: Scalars['Int']['input'];
  /** Gap click, random mute and tempo trainer; null: no practice; left out: kept as saved. */
  practice?: InputMaybe<PracticeInput>;
  /** Meter, accents, subdivision and song map, written whole; null: a steady 4/4; left out: kept as saved. */
  rhythm?: InputMaybe<RhythmInput>;
  /** Main click sound: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  soundType: Scalars['String']['input'];
  /** Visualizer theme: Standard, Dark, Bright, Contrast. */
  visualizerTheme: Scalars['String']['input'];
  /** Volume in percent, 0-100. */
  volumePercent: Scalars['Int']['input'];
};

/** The sound of each beat level and of subdivisions; null plays the main sound. */
export type LevelSounds = {
  __typename?: 'LevelSounds';
  /** Accented beats: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  accent: Maybe<Scalars['String']['output']>;
  /** Normal beats: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  normal: Maybe<Scalars['String']['output']>;
  /** Soft beats: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  soft: Maybe<Scalars['String']['output']>;
  /** Subdivision clicks: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  subdivision: Maybe<Scalars['String']['output']>;
};

/** A sound per level; left out or null: the main sound. */
export type LevelSoundsInput = {
  /** Accented beats: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  accent?: InputMaybe<Scalars['String']['input']>;
  /** Normal beats: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  normal?: InputMaybe<Scalars['String']['input']>;
  /** Soft beats: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  soft?: InputMaybe<Scalars['String']['input']>;
  /** Subdivision clicks: click, beep, woodblock, cowbell, clave, tick, bongo, bell. */
  subdivision?: InputMaybe<Scalars['String']['input']>;
};

/** An identity-provider account linked to the signed-in user. */
export type LinkedProvider = {
  __typename?: 'LinkedProvider';
  /** The provider's issuer URL. */
  issuer: Scalars['String']['output'];
  /** When it was linked. */
  linkedAt: Scalars['DateTime']['output'];
};

/** Log in by username or email (any case). */
export type LoginInput = {
  /** Password. */
  password: Scalars['String']['input'];
  /** Username or email, any case. */
  usernameOrEmail: Scalars['String']['input'];
};

/** A Program or Control Change a track sends to the band's MIDI gear, at the song start or at a section. */
export type MidiMessage = {
  __typename?: 'MidiMessage';
  /** A program change's bank LSB (bank select LSB), 0-127; null: none sent. */
  bankLsb: Maybe<Scalars['Int']['output']>;
  /** A program change's bank (bank select MSB), 0-127; null: none sent. */
  bankMsb: Maybe<Scalars['Int']['output']>;
  /** The MIDI channel, 1-16. */
  channel: Scalars['Int']['output'];
  /** A control change's controller number, 0-119. */
  controller: Maybe<Scalars['Int']['output']>;
  /** program or control: a Program Change or a Control Change. */
  kind: Scalars['String']['output'];
  /** A program change's program, 0-127. */
  program: Maybe<Scalars['Int']['output']>;
  /** The song map's section at whose first beat it is sent, counted from zero; null: at the song start, before the count-in. */
  section: Maybe<Scalars['Int']['output']>;
  /** A control change's value, 0-127. */
  value: Maybe<Scalars['Int']['output']>;
};

/** A Program or Control Change; the list is replaced whole. */
export type MidiMessageInput = {
  /** A program change's bank LSB (bank select LSB), 0-127; null: none sent. */
  bankLsb?: InputMaybe<Scalars['Int']['input']>;
  /** A program change's bank (bank select MSB), 0-127; null: none sent. */
  bankMsb?: InputMaybe<Scalars['Int']['input']>;
  /** The MIDI channel, 1-16. */
  channel: Scalars['Int']['input'];
  /** A control change's controller number, 0-119. */
  controller?: InputMaybe<Scalars['Int']['input']>;
  /** program or control: a Program Change or a Control Change. */
  kind: Scalars['String']['input'];
  /** A program change's program, 0-127. */
  program?: InputMaybe<Scalars['Int']['input']>;
  /** The song map's section at whose first beat it is sent, counted from zero; null: at the song start, before the count-in. */
  section?: InputMaybe<Scalars['Int']['input']>;
  /** A control change's value, 0-127. */
  value?: InputMaybe<Scalars['Int']['input']>;
};

/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a named set break (owner or admin) after a track or break, or at the end, and returns the playlist. */
  addSetBreak: Playlist;
  /** Appends a track and returns the playlist. */
  addTrack: Playlist;
  /** Creates a system playlist (no owner; every signed-in user can open it). */
  adminCreatePlaylist: AdminPlaylist;
  /** Deletes any playlist (admins only). */
  adminDeletePlaylist: Scalars['Boolean']['output'];
  /** Renames or re-describes any playlist (admins only). */
  adminUpdatePlaylist: AdminPlaylist;
  /** The leader's answer to the bandmate asking to lead: accept hands the lead over, false keeps it (409 when nobody asks). */
  answerRehearsalLead: RehearsalRoom;
  /** Changes the password; other sessions of the user end. */
  changePassword: Scalars['Boolean']['output'];
  /** Copies a track the viewer may read into a playlist they may edit (at its end) and returns the copy; the rules of addTrack apply. */
  copyTrack: Track;
  /** Creates an API token (from a signed-in session only); the answer is the only time the token is shown. */
  createApiToken: CreatedApiToken;
  /** Creates a playlist owned by the viewer. */
  createPlaylist: Playlist;
  /** Creates a user (admins only). */
  createUser: User;
  /** Deletes a playlist with its tracks and shares (owner or admin). */
  deletePlaylist: Scalars['Boolean']['output'];
  /** Deletes one of your own sounds. */
  deleteSound: Scalars['Boolean']['output'];
  /** Deletes a user and everything they own (admins only; not yourself, not the last admin). */
  deleteUser: Scalars['Boolean']['output'];
  /** Copies a playlist the viewer may open into a new one they own, named 'Copy of …'. */
  duplicatePlaylist: Playlist;
  /** Takes the lead of the room, or asks the leader for it (leadRequestUsername) when someone present leads; the owner takes it at once. The viewer must have a device in it; a room whose owner named its leaders refuses others (403). */
  leadRehearsal: RehearsalRoom;
  /** Logs in and starts a session (sets the session cookie). */
  login: User;
  /** Ends every session of the signed-in user. */
  logout: Scalars['Boolean']['output'];
  /** Creates an account and logs it in. */
  register: User;
  /** Removes a set break (owner or admin); the songs keep their order. Returns the playlist. */
  removeSetBreak: Playlist;
  /** Removes a track and returns its playlist as it is now. */
  removeTrack: Playlist;
  /** Renames a set break (owner or admin) and returns its playlist. */
  renameSetBreak: Playlist;
  /** Puts the playlist's tracks in the given order: every track id exactly once (VALIDATION_ERROR otherwise; CONFLICT when the playlist changed meanwhile). */
  reorderTracks: Playlist;
  /** Reports this device's estimated sync error to the room (the device's own user only). */
  reportRehearsalSync: Scalars['Boolean']['output'];
  /** Sets a user's password (at least 6 characters) and ends their sessions (admins only). */
  resetUserPassword: Scalars['Boolean']['output'];
  /** Revokes one of your API tokens; it stops working on the next request. */
  revokeApiToken: Scalars['Boolean']['output'];
  /** A band message, flashed on every device in the room: from the leader, the owner or the people the owner named (403), who need a device in it (409); limited per room (429). */
  sendRehearsalMessage: RehearsalRoom;
  /** The owner's (or an admin's) choice of who may lead the playlist's rehearsals. */
  setRehearsalLeaders: RehearsalRoom;
  /** Makes a user an admin or not and ends their sessions (admins only; the last admin stays). */
  setUserAdmin: User;
  /** Shares a playlist read-only with a user, by username. */
  sharePlaylist: Scalars['Boolean']['output'];
  /** The leader's Play, Next or tempo change: the track starts from its count-in on every device at the room's startsAt. */
  startRehearsalTrack: RehearsalRoom;
  /** The leader's Stop: every device stops at the room's stopsAt. */
  stopRehearsal: RehearsalRoom;
  /** Ends a share; the user may be named by username or id. */
  unsharePlaylist: Scalars['Boolean']['output'];
  /** Renames or re-describes a playlist (owner or admin). */
  updatePlaylist: Playlist;
  /** Changes the signed-in user's profile. */
  updateProfile: User;
  /** Saves the viewer's generator settings, so their other devices start the same. */
  updateSettings: GeneratorSettings;
  /** Changes a track's name, artist, notes or tempo (only the fields given) and returns its playlist. */
  updateTrack: Playlist;
  /** Changes a track's tempo (and its source) and returns its playlist. */
  updateTrackTempo: Playlist;
  /** Changes a user's public profile: the owner or an admin. */
  updateUserProfile: UserProfile;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationAddSetBreakArgs = {
  input: SetBreakInput;
  playlistId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationAddTrackArgs = {
  input: TrackInput;
  playlistId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationAdminCreatePlaylistArgs = {
  input: PlaylistInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationAdminDeletePlaylistArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationAdminUpdatePlaylistArgs = {
  id: Scalars['ID']['input'];
  input: PlaylistUpdateInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationAnswerRehearsalLeadArgs = {
  accept: Scalars['Boolean']['input'];
  playlistId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationCopyTrackArgs = {
  playlistId: Scalars['ID']['input'];
  trackId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationCreatePlaylistArgs = {
  input: PlaylistInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationCreateUserArgs = {
  input: AdminCreateUserInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationDeletePlaylistArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationDeleteSoundArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationDuplicatePlaylistArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationLeadRehearsalArgs = {
  playlistId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationRemoveSetBreakArgs = {
  breakId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationRemoveTrackArgs = {
  trackId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationRenameSetBreakArgs = {
  breakId: Scalars['ID']['input'];
  input: SetBreakUpdateInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationReorderTracksArgs = {
  playlistId: Scalars['ID']['input'];
  trackIds: Array<Scalars['ID']['input']>;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationReportRehearsalSyncArgs = {
  errorMs: Scalars['Float']['input'];
  memberId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationResetUserPasswordArgs = {
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationSendRehearsalMessageArgs = {
  input: RehearsalMessageInput;
  playlistId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationSetRehearsalLeadersArgs = {
  input: RehearsalLeadersInput;
  playlistId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationSetUserAdminArgs = {
  id: Scalars['ID']['input'];
  isAdmin: Scalars['Boolean']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationSharePlaylistArgs = {
  playlistId: Scalars['ID']['input'];
  sharedWithUsername: Scalars['String']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationStartRehearsalTrackArgs = {
  input: RehearsalStartInput;
  playlistId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationStopRehearsalArgs = {
  playlistId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationUnsharePlaylistArgs = {
  playlistId: Scalars['ID']['input'];
  username: Scalars['String']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationUpdatePlaylistArgs = {
  id: Scalars['ID']['input'];
  input: PlaylistUpdateInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationUpdateSettingsArgs = {
  input: GeneratorSettingsInput;
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationUpdateTrackArgs = {
  input: TrackUpdateInput;
  trackId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationUpdateTrackTempoArgs = {
  input: TrackTempoInput;
  trackId: Scalars['ID']['input'];
};


/** Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds. */
export type MutationUpdateUserProfileArgs = {
  input: ProfileInput;
  username: Scalars['String']['input'];
};

/** A cue word said with one of the user's own sounds instead of the built-in voice. */
export type OwnCueWord = {
  __typename?: 'OwnCueWord';
  /** One of your own sounds (GET /api/sounds/{id}). */
  soundId: Scalars['ID']['output'];
  /** The word: one, two, three, four, five, six, seven, eight, nine, ten, eleven, twelve, and, pre-chorus, instrumental, breakdown, interlude, last-time, verse-2, verse-3, verse-4, chorus-2, chorus-3, chorus-4, intro, verse, chorus, bridge, solo, tag, outro, ending. */
  word: Scalars['String']['output'];
};

/** A cue word said with one of the user's own sounds. */
export type OwnCueWordInput = {
  /** One of your own sounds (GET /api/sounds/{id}). */
  soundId: Scalars['ID']['input'];
  /** The word: one, two, three, four, five, six, seven, eight, nine, ten, eleven, twelve, and, pre-chorus, instrumental, breakdown, interlude, last-time, verse-2, verse-3, verse-4, chorus-2, chorus-3, chorus-4, intro, verse, chorus, bridge, solo, tag, outro, ending. */
  word: Scalars['String']['input'];
};

/** A playlist with its tracks, as the viewer may see it. */
export type Playlist = {
  __typename?: 'Playlist';
  /** Its set breaks ('Set 2'), in order: each sits between the tracks whose positions are around its own. Never counted as tracks. */
  breaks: Array<SetBreak>;
  /** Whether the viewer may change, share and delete it (owner or admin). */
  canEdit: Scalars['Boolean']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Description; null when empty. */
  description: Maybe<Scalars['String']['output']>;
  /** Playlist id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Null for a system playlist. */
  ownerUsername: Maybe<Scalars['String']['output']>;
  /** Usernames it is shared with; only for its owner and admins. */
  sharedWith: Maybe<Array<Scalars['String']['output']>>;
  /** Number of tracks. */
  trackCount: Scalars['NonNegativeInt']['output'];
  /** Its tracks, in order. */
  tracks: Array<Track>;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One change to a playlist, sent to each subscriber as they may see it. */
export type PlaylistChange = {
  __typename?: 'PlaylistChange';
  /** What happened. */
  kind: PlaylistChangeKind;
  /** The playlist as it is now, as the subscriber may see it; null when deleted or access was revoked. */
  playlist: Maybe<Playlist>;
  /** The playlist that changed. */
  playlistId: Scalars['ID']['output'];
};

/** What happened to a playlist. */
export type PlaylistChangeKind =
  /** The subscriber may no longer read it (share ended, user deleted or signed out everywhere); the subscription ends. */
  | 'ACCESS_REVOKED'
  /** It was deleted; the subscription ends. */
  | 'PLAYLIST_DELETED'
  /** Its name, description or shares changed (or the server may have missed events: read it again). */
  | 'PLAYLIST_UPDATED'
  /** The first event: the subscription is held from now on, and this is the playlist as it is now. */
  | 'SUBSCRIBED'
  /** The tracks were put in a new order. */
  | 'TRACKS_REORDERED'
  /** A track (or a CSV import of several) was added. */
  | 'TRACK_ADDED'
  /** A track was removed. */
  | 'TRACK_REMOVED'
  /** A track's name, artist, notes, tempo, count-in, sounds or rhythm changed. */
  | 'TRACK_UPDATED';

/** A new playlist. */
export type PlaylistInput = {
  /** Optional description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name (required after trimming). */
  name: Scalars['String']['input'];
};

/** One of the viewer's own playlists, without its tracks. */
export type PlaylistSummary = {
  __typename?: 'PlaylistSummary';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Description; null when empty. */
  description: Maybe<Scalars['String']['output']>;
  /** Playlist id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Number of tracks. */
  trackCount: Scalars['NonNegativeInt']['output'];
};

/** Changes to a playlist; omitted fields stay as they are. */
export type PlaylistUpdateInput = {
  /** New description; null removes it, left out: unchanged. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** New name; left out: unchanged. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The generator's practice tools; a tool that is null is off (silent bars still count in the visualizer). */
export type Practice = {
  __typename?: 'Practice';
  /** The gap click; null: off. */
  gapClick: Maybe<GapClick>;
  /** Share of bars muted at random, in percent (at most 90); null: none. */
  randomMutePercent: Maybe<Scalars['Int']['output']>;
  /** Seed of the random mute (0-2147483647): the same seed silences the same bars. */
  randomSeed: Maybe<Scalars['Int']['output']>;
  /** The tempo trainer; null: off. */
  tempoTrainer: Maybe<TempoTrainer>;
};

/** The generator's practice tools; a tool left out or null is off. */
export type PracticeInput = {
  /** The gap click; null: off. */
  gapClick?: InputMaybe<GapClickInput>;
  /** Share of bars muted at random, in percent (at most 90); null: none. */
  randomMutePercent?: InputMaybe<Scalars['Int']['input']>;
  /** Seed of the random mute (0-2147483647): the same seed silences the same bars. */
  randomSeed?: InputMaybe<Scalars['Int']['input']>;
  /** The tempo trainer; null: off. */
  tempoTrainer?: InputMaybe<TempoTrainerInput>;
};

/** A profile change: fields left out stay as they are; null or blank removes one. */
export type ProfileInput = {
  /** A few words about the musician. */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** The name shown instead of the username. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** Digits, spaces and + - ( ) . only. Shown only to the owner, admins and users the owner shares a playlist with. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** null removes the photo; the current photo's URL keeps it; anything else is refused. */
  profileImageUrl?: InputMaybe<Scalars['String']['input']>;
};

/** Reads. Send as GET /graphql?query=… or POST /graphql, with a session cookie or an API token. */
export type Query = {
  __typename?: 'Query';
  /** Every playlist, searched and paged (admins only). */
  adminPlaylists: AdminPlaylistPage;
  /** Users, searched and paged (admins only). */
  adminUsers: AdminUserPage;
  /** The signed-in user's API tokens, newest first. */
  apiTokens: Array<ApiTokenInfo>;
  /** The identity provider, or null when provider sign-in is switched off. */
  authProvider: Maybe<AuthProvider>;
  /** System playlists (made by admins, no owner): every signed-in user can open them. */
  featuredPlaylists: Array<PlaylistSummary>;
  /** Identity-provider accounts linked to the signed-in user's account. */
  linkedProviders: Array<LinkedProvider>;
  /** The signed-in user, or null for a visitor. */
  me: Maybe<User>;
  /** The viewer's own playlists, newest first. */
  myPlaylists: Array<PlaylistSummary>;
  /** One playlist the viewer may read (NOT_FOUND otherwise). */
  playlist: Playlist;
  /** Playlists shared with the viewer. */
  playlistsSharedWithMe: Array<SharedPlaylist>;
  /** The signed-in user's own profile. */
  profile: User;
  /** A playlist's rehearsal room (owner, share recipients and admins). */
  rehearsalRoom: RehearsalRoom;
  /** Up to 10 songs matching the query (3-200 characters). UPSTREAM_UNAVAILABLE when the search service fails. */
  searchSongs: Array<Song>;
  /** The room clock now, in epoch milliseconds: what devices synchronise to. Also served over the WebSocket, where round trips are shortest. */
  serverTime: Scalars['Float']['output'];
  /** The viewer's generator settings (the defaults until they save any). */
  settings: GeneratorSettings;
  /** A search song's tempo: community, then lookup, then estimate; fallback when every service failed. */
  songTempo: SongTempo;
  /** Your own sounds, oldest first. Uploads are REST only (POST /api/sounds). */
  sounds: Array<UserSound>;
  /** Anyone's public profile, by username (any case). 'User not found' for an unknown one. */
  userProfile: UserProfile;
};


/** Reads. Send as GET /graphql?query=… or POST /graphql, with a session cookie or an API token. */
export type QueryAdminPlaylistsArgs = {
  query: InputMaybe<AdminListQuery>;
};


/** Reads. Send as GET /graphql?query=… or POST /graphql, with a session cookie or an API token. */
export type QueryAdminUsersArgs = {
  query: InputMaybe<AdminListQuery>;
};


/** Reads. Send as GET /graphql?query=… or POST /graphql, with a session cookie or an API token. */
export type QueryPlaylistArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Send as GET /graphql?query=… or POST /graphql, with a session cookie or an API token. */
export type QueryRehearsalRoomArgs = {
  playlistId: Scalars['ID']['input'];
};


/** Reads. Send as GET /graphql?query=… or POST /graphql, with a session cookie or an API token. */
export type QuerySearchSongsArgs = {
  query: Scalars['String']['input'];
};


/** Reads. Send as GET /graphql?query=… or POST /graphql, with a session cookie or an API token. */
export type QuerySongTempoArgs = {
  artist: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/** Reads. Send as GET /graphql?query=… or POST /graphql, with a session cookie or an API token. */
export type QueryUserProfileArgs = {
  username: Scalars['String']['input'];
};

/** Create an account. */
export type RegisterInput = {
  /** The password again. */
  confirmPassword: Scalars['String']['input'];
  /** Optional display name. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** Unique email address. */
  email: Scalars['String']['input'];
  /** Password, at least 8 characters. */
  password: Scalars['String']['input'];
  /** Unique username, 3-32 characters (letters, digits, . _ -). */
  username: Scalars['String']['input'];
};

/** One event of a rehearsal room, for one device. */
export type RehearsalEvent = {
  __typename?: 'RehearsalEvent';
  /** What happened. */
  kind: RehearsalEventKind;
  /** This device's id in the room (for reportRehearsalSync). */
  memberId: Scalars['ID']['output'];
  /** The playlist. */
  playlistId: Scalars['ID']['output'];
  /** The room as it is now; null once the subscription ends. */
  room: Maybe<RehearsalRoom>;
};

/** What a rehearsal event says happened. */
export type RehearsalEventKind =
  /** The viewer may no longer rehearse with the playlist; the subscription ends. */
  | 'ACCESS_REVOKED'
  /** The first event: this device is in the room (memberId is its id). */
  | 'JOINED'
  /** The playlist was deleted; the subscription ends. */
  | 'PLAYLIST_DELETED'
  /** The room's state or its devices changed. */
  | 'ROOM_UPDATED';

/** Who may lead a playlist's rehearsals. */
export type RehearsalLeadersInput = {
  /** Anyone in the room may ask the leader for the lead (true), or only the owner and the people in 'leaders' may lead (false). */
  anyoneMayLead: Scalars['Boolean']['input'];
  /** Usernames of people the playlist is shared with who may lead, at most 16. */
  leaders?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A device in a rehearsal room. */
export type RehearsalMember = {
  __typename?: 'RehearsalMember';
  /** The device's name. */
  deviceName: Scalars['String']['output'];
  /** The device's id in the room. */
  id: Scalars['ID']['output'];
  /** Whether its user leads the room. */
  isLeader: Scalars['Boolean']['output'];
  /** When it joined. */
  joinedAt: Scalars['DateTime']['output'];
  /** The device's own estimate of its sync error, in milliseconds; null until it reports one. */
  syncErrorMs: Maybe<Scalars['Float']['output']>;
  /** Its user's username. */
  username: Scalars['String']['output'];
};

/** A band message: flashed full screen on every device in the room. */
export type RehearsalMessage = {
  __typename?: 'RehearsalMessage';
  /** Who sent it. */
  fromUsername: Maybe<Scalars['String']['output']>;
  /** The message; a device shows each one once. */
  id: Scalars['ID']['output'];
  /** Whether it waits for the playing song's next downbeat (false when nothing played). */
  onDownbeat: Scalars['Boolean']['output'];
  /** When the server took it, in room-clock epoch milliseconds. */
  sentAt: Scalars['Float']['output'];
  /** Room-clock epoch milliseconds: shown from then, or, when onDownbeat, on the first bar of the playing song that starts at or after it. */
  showFrom: Scalars['Float']['output'];
  /** What it says. */
  text: Scalars['String']['output'];
};

/** A band message from the leader (or someone the owner named). */
export type RehearsalMessageInput = {
  /** Show it on the playing song's next downbeat on every device (at once when nothing plays). */
  onDownbeat?: InputMaybe<Scalars['Boolean']['input']>;
  /** 'Start', 'Stop', 'Repeat chorus', 'Last chorus', 'Tag', 'Cut', 'Now playing <song>', 'Up next <song>', or free text of at most 60 characters; one line. */
  text: Scalars['String']['input'];
};

/** A playlist's rehearsal room: who leads, what plays from when on the room clock (serverTime), and the devices in it. */
export type RehearsalRoom = {
  __typename?: 'RehearsalRoom';
  /** Whether anyone in the room may ask to lead; false: only the playlist's owner and namedLeaders. */
  anyoneMayLead: Scalars['Boolean']['output'];
  /** Its tempo in the room. */
  bpm: Maybe<Scalars['Int']['output']>;
  /** A bandmate in the room asking the leader for the lead (answerRehearsalLead); null when nobody asks. */
  leadRequestUsername: Maybe<Scalars['String']['output']>;
  /** How far ahead of the command a start or stop is scheduled, in milliseconds. */
  leadTimeMs: Scalars['Int']['output'];
  /** The user who leads, while one of their devices is in the room. */
  leaderId: Maybe<Scalars['ID']['output']>;
  /** The leader's username. */
  leaderUsername: Maybe<Scalars['String']['output']>;
  /** The devices in the room, in the order they joined. */
  members: Array<RehearsalMember>;
  /** The room's last band message. */
  message: Maybe<RehearsalMessage>;
  /** The people the owner named to lead, by username. */
  namedLeaders: Array<Scalars['String']['output']>;
  /** The playlist. */
  playlistId: Scalars['ID']['output'];
  /** When the track's first sample (its count-in) sounds, in room-clock epoch milliseconds. */
  startsAt: Maybe<Scalars['Float']['output']>;
  /** 'PLAYING' from startsAt, or 'STOPPED' (at stopsAt). */
  status: Scalars['String']['output'];
  /** When every device stops, in room-clock epoch milliseconds; null while playing. */
  stopsAt: Maybe<Scalars['Float']['output']>;
  /** The track that plays or played last. */
  trackId: Maybe<Scalars['ID']['output']>;
  /** Goes up by one with each command. */
  version: Scalars['Int']['output'];
};

/** The leader starts a track: Play, Next, or a new tempo. */
export type RehearsalStartInput = {
  /** The tempo (40–240); the track's own when left out. */
  bpm?: InputMaybe<Scalars['Int']['input']>;
  /** A track of this playlist. */
  trackId: Scalars['ID']['input'];
};

/** A track's (or the generator's) meter, accents, subdivision and song map, with every field resolved. */
export type Rhythm = BarPattern & {
  __typename?: 'Rhythm';
  /** One level per beat of the bar: accent, normal, soft, mute. */
  accents: Array<Scalars['String']['output']>;
  /** How the beats of a bar group, adding up to the beats per bar, e.g. [2, 2, 3]. */
  grouping: Array<Scalars['Int']['output']>;
  /** The sound of each level and of subdivisions. */
  levelSounds: LevelSounds;
  /** Sections played one after another; empty: the whole track plays the pattern above. */
  sections: Array<Section>;
  /** Clicks between beats: none, eighths, triplets, sixteenths, quintuplets, sextuplets. */
  subdivision: Scalars['String']['output'];
  /** Share of each pair the first note takes, 50-75 (50: straight); eighths and sixteenths only. */
  swingPercent: Scalars['Int']['output'];
  /** What the tempo counts: note, dotted, quarter, group ("dotted": the dotted note of a compound meter, e.g. 6/8 in dotted quarters; "quarter": the quarter note of a meter in eighths or sixteenths, e.g. 7/8 at 152 is 304 eighths a minute; "group": the shortest group, longer groups lasting in proportion, e.g. 2+2+3 at 100 is 200 eighths a minute). The meter's note may click at most 960 times a minute. */
  tempoUnit: Scalars['String']['output'];
  /** Beats per bar (1-16) over a note value (2, 4, 8, 16), e.g. "7/8". */
  timeSignature: Scalars['String']['output'];
};

/** A track's (or the generator's) rhythm, written whole; fields left out take their defaults (4/4, no subdivision). */
export type RhythmInput = {
  /** One level per beat of the bar: accent, normal, soft, mute. */
  accents?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How the beats of a bar group, adding up to the beats per bar, e.g. [2, 2, 3]. */
  grouping?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** A sound per level and for subdivisions (left out: the main sound). */
  levelSounds?: InputMaybe<LevelSoundsInput>;
  /** A song map of at most 64 sections. */
  sections?: InputMaybe<Array<SectionInput>>;
  /** Clicks between beats: none, eighths, triplets, sixteenths, quintuplets, sextuplets. */
  subdivision?: InputMaybe<Scalars['String']['input']>;
  /** Share of each pair the first note takes, 50-75 (50: straight); eighths and sixteenths only. */
  swingPercent?: InputMaybe<Scalars['Int']['input']>;
  /** What the tempo counts: note, dotted, quarter, group ("dotted": the dotted note of a compound meter, e.g. 6/8 in dotted quarters; "quarter": the quarter note of a meter in eighths or sixteenths, e.g. 7/8 at 152 is 304 eighths a minute; "group": the shortest group, longer groups lasting in proportion, e.g. 2+2+3 at 100 is 200 eighths a minute). The meter's note may click at most 960 times a minute. */
  tempoUnit?: InputMaybe<Scalars['String']['input']>;
  /** Beats per bar (1-16) over a note value (2, 4, 8, 16), e.g. "7/8". */
  timeSignature?: InputMaybe<Scalars['String']['input']>;
};

/** One section of a song map: some bars at a tempo (or a ramp), with their own pattern. */
export type Section = BarPattern & {
  __typename?: 'Section';
  /** One level per beat of the bar: accent, normal, soft, mute. */
  accents: Array<Scalars['String']['output']>;
  /** Length in bars, 1-999. */
  bars: Scalars['Int']['output'];
  /** Tempo at the start, 40-240. */
  bpm: Scalars['Int']['output'];
  /** Tempo reached at the end by a linear ramp; null for a steady tempo. */
  endBpm: Maybe<Scalars['Int']['output']>;
  /** How the beats of a bar group, adding up to the beats per bar, e.g. [2, 2, 3]. */
  grouping: Array<Scalars['Int']['output']>;
  /** Silent bars (the visualizer keeps counting). */
  muted: Scalars['Boolean']['output'];
  /** Section name, e.g. "Chorus". */
  name: Scalars['String']['output'];
  /** Clicks between beats: none, eighths, triplets, sixteenths, quintuplets, sextuplets. */
  subdivision: Scalars['String']['output'];
  /** Share of each pair the first note takes, 50-75 (50: straight); eighths and sixteenths only. */
  swingPercent: Scalars['Int']['output'];
  /** What the tempo counts: note, dotted, quarter, group ("dotted": the dotted note of a compound meter, e.g. 6/8 in dotted quarters; "quarter": the quarter note of a meter in eighths or sixteenths, e.g. 7/8 at 152 is 304 eighths a minute; "group": the shortest group, longer groups lasting in proportion, e.g. 2+2+3 at 100 is 200 eighths a minute). The meter's note may click at most 960 times a minute. */
  tempoUnit: Scalars['String']['output'];
  /** Beats per bar (1-16) over a note value (2, 4, 8, 16), e.g. "7/8". */
  timeSignature: Scalars['String']['output'];
};

/** One section of a song map; pattern fields left out come from the track. */
export type SectionInput = {
  /** One level per beat of the bar: accent, normal, soft, mute. */
  accents?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Length in bars, 1-999. */
  bars: Scalars['Int']['input'];
  /** Tempo at the start, 40-240. */
  bpm: Scalars['Int']['input'];
  /** Tempo to ramp to by the end of the section. */
  endBpm?: InputMaybe<Scalars['Int']['input']>;
  /** How the beats of a bar group, adding up to the beats per bar, e.g. [2, 2, 3]. */
  grouping?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Silent bars. */
  muted?: InputMaybe<Scalars['Boolean']['input']>;
  /** Section name, at most 40 characters. */
  name: Scalars['String']['input'];
  /** Clicks between beats: none, eighths, triplets, sixteenths, quintuplets, sextuplets. */
  subdivision?: InputMaybe<Scalars['String']['input']>;
  /** Share of each pair the first note takes, 50-75 (50: straight); eighths and sixteenths only. */
  swingPercent?: InputMaybe<Scalars['Int']['input']>;
  /** What the tempo counts: note, dotted, quarter, group ("dotted": the dotted note of a compound meter, e.g. 6/8 in dotted quarters; "quarter": the quarter note of a meter in eighths or sixteenths, e.g. 7/8 at 152 is 304 eighths a minute; "group": the shortest group, longer groups lasting in proportion, e.g. 2+2+3 at 100 is 200 eighths a minute). The meter's note may click at most 960 times a minute. */
  tempoUnit?: InputMaybe<Scalars['String']['input']>;
  /** Beats per bar (1-16) over a note value (2, 4, 8, 16), e.g. "7/8". */
  timeSignature?: InputMaybe<Scalars['String']['input']>;
};

/** A named divider between a set list's songs ('Set 2', 'Encore'); not a track. */
export type SetBreak = {
  __typename?: 'SetBreak';
  /** Set break id. */
  id: Scalars['ID']['output'];
  /** Its name, not empty, at most 60 characters. */
  name: Scalars['String']['output'];
  /** Its place in the set list, in the same sequence as the tracks' positions. */
  position: Scalars['NonNegativeInt']['output'];
};

/** A new set break: its name, and the track or break it follows. */
export type SetBreakInput = {
  /** The id of the track or set break it goes after; left out: at the end. */
  afterId?: InputMaybe<Scalars['String']['input']>;
  /** Name ('Set 2'), not empty after trimming, at most 60 characters. */
  name: Scalars['String']['input'];
};

/** A set break's new name. */
export type SetBreakUpdateInput = {
  /** Name, not empty after trimming, at most 60 characters. */
  name: Scalars['String']['input'];
};

/** A playlist someone shared with the viewer (read-only). */
export type SharedPlaylist = {
  __typename?: 'SharedPlaylist';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Description; null when empty. */
  description: Maybe<Scalars['String']['output']>;
  /** Playlist id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Owner's username; null for a system playlist. */
  ownerUsername: Maybe<Scalars['String']['output']>;
  /** Username of who shared it. */
  sharedBy: Scalars['String']['output'];
  /** Number of tracks. */
  trackCount: Scalars['NonNegativeInt']['output'];
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A song of the music search (a MusicBrainz recording). */
export type Song = {
  __typename?: 'Song';
  /** Front cover, when a music service has one. */
  albumArt: Maybe<Scalars['URL']['output']>;
  /** Artist. */
  artist: Scalars['String']['output'];
  /** Null in search results: ask songTempo for it. */
  bpm: Maybe<Scalars['PositiveInt']['output']>;
  /** The music-search id (MusicBrainz recording id); a track added from search keeps it as externalId. */
  id: Scalars['ID']['output'];
  /** Song title. */
  name: Scalars['String']['output'];
};

/** A song's tempo and where it came from. */
export type SongTempo = {
  __typename?: 'SongTempo';
  /** Album art URL, when a music service has one. */
  albumArt: Maybe<Scalars['URL']['output']>;
  /** Tempo in beats per minute (40-240). */
  bpm: Scalars['PositiveInt']['output'];
  /** Where the bpm came from (community, lookup, estimate, fallback, tap, manual, detected): community, lookup, estimate or fallback here; estimate and fallback are not measured. */
  bpmSource: Scalars['String']['output'];
  /** The service of a lookup: acousticbrainz or deezer; null otherwise. */
  provider: Maybe<Scalars['String']['output']>;
};

/** Live updates. Over WebSocket at /graphql with the graphql-ws protocol only: a session cookie needs the anti-forgery token as xsrfToken in the connection payload, an API token goes there as authorization: "Bearer …". */
export type Subscription = {
  __typename?: 'Subscription';
  /** Changes to one playlist the viewer may read (owner, share recipient, admin; any signed-in user for a system playlist). First SUBSCRIBED, with the playlist as it is now; each event is authorised again before it is sent; PLAYLIST_DELETED and ACCESS_REVOKED end it. */
  playlistChanged: PlaylistChange;
  /** Joins this device to a playlist's rehearsal room for as long as it lasts (owner, share recipients, admins; admins only for a system playlist). First JOINED, then ROOM_UPDATED on each change, each authorised again; ACCESS_REVOKED and PLAYLIST_DELETED end it. */
  rehearsal: RehearsalEvent;
};


/** Live updates. Over WebSocket at /graphql with the graphql-ws protocol only: a session cookie needs the anti-forgery token as xsrfToken in the connection payload, an API token goes there as authorization: "Bearer …". */
export type SubscriptionPlaylistChangedArgs = {
  playlistId: Scalars['ID']['input'];
};


/** Live updates. Over WebSocket at /graphql with the graphql-ws protocol only: a session cookie needs the anti-forgery token as xsrfToken in the connection payload, an API token goes there as authorization: "Bearer …". */
export type SubscriptionRehearsalArgs = {
  deviceName: InputMaybe<Scalars['String']['input']>;
  playlistId: Scalars['ID']['input'];
};

/** A tempo trainer: the tempo moves by a step every few bars until a limit. */
export type TempoTrainer = {
  __typename?: 'TempoTrainer';
  /** Bars between steps, 1-16. */
  everyBars: Scalars['Int']['output'];
  /** The tempo the trainer stops at, 40-240. */
  limitBpm: Scalars['Int']['output'];
  /** Tempo change per step, -20 to 20 BPM, not 0 (negative: slows down). */
  stepBpm: Scalars['Int']['output'];
};

/** A tempo trainer: the tempo moves by a step every few bars until a limit. */
export type TempoTrainerInput = {
  /** Bars between steps, 1-16. */
  everyBars: Scalars['Int']['input'];
  /** The tempo the trainer stops at, 40-240. */
  limitBpm: Scalars['Int']['input'];
  /** Tempo change per step, -20 to 20 BPM, not 0 (negative: slows down). */
  stepBpm: Scalars['Int']['input'];
};

/** A song in a playlist, with its tempo. */
export type Track = {
  __typename?: 'Track';
  /** When the song ends: 'stop', or go on to the next song after afterSongGap 'bars' (of this song, 0-16) or 'seconds' (0-30). */
  afterSong: Scalars['String']['output'];
  /** The gap before the next song, in afterSong's unit; 0 when it stops. */
  afterSongGap: Scalars['Int']['output'];
  /** Album art URL, when the song came from search. */
  albumArt: Maybe<Scalars['URL']['output']>;
  /** Artist ('Custom Track' for a custom track without one). */
  artist: Scalars['String']['output'];
  /** Tempo in beats per minute (40-240). */
  bpm: Scalars['PositiveInt']['output'];
  /** Where the bpm came from: community, lookup, estimate, fallback, tap, manual, detected. */
  bpmSource: Scalars['String']['output'];
  /** This song's count-in beats (0-8); null plays the user's setting. */
  countInBeats: Maybe<Scalars['Int']['output']>;
  /** This song's count-in sound (click, beep, woodblock, cowbell, clave, tick, bongo, bell); null plays the user's setting. */
  countInSoundType: Maybe<Scalars['String']['output']>;
  /** The music-search id, for songs added from search. */
  externalId: Maybe<Scalars['String']['output']>;
  /** Track id. */
  id: Scalars['ID']['output'];
  /** The song's key: a note A-G, then # or b, then m if minor ('F#m', 'Bb', 'C', 'Ebm'); null when not given. */
  key: Maybe<Scalars['String']['output']>;
  /** How long the song plays on stage, in a rehearsal room and in the tempo trainer, in seconds (10-3600); null plays until stopped (or for its song map). */
  lengthSeconds: Maybe<Scalars['Int']['output']>;
  /** Program and Control Changes sent at the song start and at its sections; null: none. */
  midiMessages: Maybe<Array<MidiMessage>>;
  /** Song name. */
  name: Scalars['String']['output'];
  /** Notes shown on stage (at most 500 characters); empty when none. */
  notes: Scalars['String']['output'];
  /** The owner's own click sounds per level; null: the built-in click everywhere. */
  ownSounds: Maybe<TrackOwnSounds>;
  /** Order within the playlist, counting from zero; set breaks share the sequence, so there may be gaps. */
  position: Scalars['NonNegativeInt']['output'];
  /** Meter, accents, subdivision and song map; null plays a steady 4/4. */
  rhythm: Maybe<Rhythm>;
  /** This song's click sound (click, beep, woodblock, cowbell, clave, tick, bongo, bell); null plays the user's setting. */
  soundType: Maybe<Scalars['String']['output']>;
  /** Whether the song speaks the user's spoken cues (count-in, section names); false: silent for it. */
  spokenCues: Scalars['Boolean']['output'];
};

/** A track to append: a custom track, or a search song with its id and album art. */
export type TrackInput = {
  /** Album art URL of a search song. */
  albumArt?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to 'Custom Track'. */
  artist?: InputMaybe<Scalars['String']['input']>;
  /** Tempo, 40-240. */
  bpm: Scalars['Int']['input'];
  /** One of community, lookup, estimate, fallback, tap, manual, detected (default manual). */
  bpmSource?: InputMaybe<Scalars['String']['input']>;
  /** The music-search id of the song. */
  id?: InputMaybe<Scalars['String']['input']>;
  /** Song name (required after trimming). */
  name: Scalars['String']['input'];
  /** Meter, accents, subdivision and song map (left out: a steady 4/4). */
  rhythm?: InputMaybe<RhythmInput>;
};

/** The track owner's own sounds that play instead of the built-in click, per level. */
export type TrackOwnSounds = {
  __typename?: 'TrackOwnSounds';
  /** Accented beats: the id of one of the track owner's sounds (GET /api/sounds/{id} plays it); null: the built-in click. */
  accent: Maybe<Scalars['String']['output']>;
  /** Count-in clicks: the id of one of the track owner's sounds (GET /api/sounds/{id} plays it); null: the built-in click. */
  countIn: Maybe<Scalars['String']['output']>;
  /** Normal beats: the id of one of the track owner's sounds (GET /api/sounds/{id} plays it); null: the built-in click. */
  normal: Maybe<Scalars['String']['output']>;
  /** Soft beats: the id of one of the track owner's sounds (GET /api/sounds/{id} plays it); null: the built-in click. */
  soft: Maybe<Scalars['String']['output']>;
  /** Subdivision clicks: the id of one of the track owner's sounds (GET /api/sounds/{id} plays it); null: the built-in click. */
  subdivision: Maybe<Scalars['String']['output']>;
};

/** A sound id per level, replaced whole; a level left out or null plays the built-in click. */
export type TrackOwnSoundsInput = {
  /** Accented beats: the id of one of the track owner's sounds (GET /api/sounds/{id} plays it); null: the built-in click. */
  accent?: InputMaybe<Scalars['String']['input']>;
  /** Count-in clicks: the id of one of the track owner's sounds (GET /api/sounds/{id} plays it); null: the built-in click. */
  countIn?: InputMaybe<Scalars['String']['input']>;
  /** Normal beats: the id of one of the track owner's sounds (GET /api/sounds/{id} plays it); null: the built-in click. */
  normal?: InputMaybe<Scalars['String']['input']>;
  /** Soft beats: the id of one of the track owner's sounds (GET /api/sounds/{id} plays it); null: the built-in click. */
  soft?: InputMaybe<Scalars['String']['input']>;
  /** Subdivision clicks: the id of one of the track owner's sounds (GET /api/sounds/{id} plays it); null: the built-in click. */
  subdivision?: InputMaybe<Scalars['String']['input']>;
};

/** A track's new tempo and where it came from (tap, manual or detected). */
export type TrackTempoInput = {
  /** The new tempo, 40-240. */
  bpm: Scalars['Int']['input'];
  /** One of tap, manual, detected (default manual). */
  bpmSource?: InputMaybe<Scalars['String']['input']>;
};

/** A track's new name, artist, notes, tempo, count-in, sounds, length, key, what follows it or rhythm; fields left out stay as they are (at least one is needed). */
export type TrackUpdateInput = {
  /** When the song ends: stop, bars, seconds; 'bars' and 'seconds' go on to the next song after afterSongGap. */
  afterSong?: InputMaybe<Scalars['String']['input']>;
  /** The gap before the next song: 0-16 bars or 0-30 seconds (0 when left out); needs afterSong. */
  afterSongGap?: InputMaybe<Scalars['Int']['input']>;
  /** Artist, at most 200 characters (empty: 'Custom Track'). */
  artist?: InputMaybe<Scalars['String']['input']>;
  /** Tempo, 40-240. */
  bpm?: InputMaybe<Scalars['Int']['input']>;
  /** One of tap, manual, detected (default manual when a tempo is given). */
  bpmSource?: InputMaybe<Scalars['String']['input']>;
  /** This song's count-in beats, 0-8; null goes back to the user's setting. */
  countInBeats?: InputMaybe<Scalars['Int']['input']>;
  /** This song's count-in sound: click, beep, woodblock, cowbell, clave, tick, bongo, bell; null goes back to the user's setting. */
  countInSoundType?: InputMaybe<Scalars['String']['input']>;
  /** The song's key: a note A-G, then # or b, then m if minor ('F#m', 'Bb', 'C', 'Ebm'); null clears it. */
  key?: InputMaybe<Scalars['String']['input']>;
  /** The song's length in seconds, 10-3600; null plays until stopped. */
  lengthSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** Program and Control Changes at the song start and its sections, replaced whole; null or []: none. */
  midiMessages?: InputMaybe<Array<MidiMessageInput>>;
  /** Song name, not empty, at most 200 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Notes shown on stage, at most 500 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Your own click sounds per level (sounds you uploaded), replaced whole; null: the built-in click. */
  ownSounds?: InputMaybe<TrackOwnSoundsInput>;
  /** The track's rhythm, replaced whole; null goes back to a steady 4/4. */
  rhythm?: InputMaybe<RhythmInput>;
  /** This song's click sound: click, beep, woodblock, cowbell, clave, tick, bongo, bell; null goes back to the user's setting. */
  soundType?: InputMaybe<Scalars['String']['input']>;
  /** Whether the song speaks the user's spoken cues. */
  spokenCues?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A Music IQueue account. */
export type User = {
  __typename?: 'User';
  /** A few words about the musician; null when not given. */
  bio: Maybe<Scalars['String']['output']>;
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Display name; null when not set. */
  displayName: Maybe<Scalars['String']['output']>;
  /** Email address. */
  email: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Whether the user is an administrator. */
  isAdmin: Scalars['Boolean']['output'];
  /** Phone number: null unless the viewer is this user, an admin, or someone this user shares a playlist with. */
  phoneNumber: Maybe<Scalars['String']['output']>;
  /** URL of the photo; null when there is none. */
  profileImageUrl: Maybe<Scalars['String']['output']>;
  /** Unique username. */
  username: Scalars['String']['output'];
};

/** A user's public profile as the viewer may see it. */
export type UserProfile = {
  __typename?: 'UserProfile';
  /** A few words about the musician; null when not given. */
  bio: Maybe<Scalars['String']['output']>;
  /** The viewer may edit this profile (the owner or an admin). */
  canEdit: Scalars['Boolean']['output'];
  /** Display name; null when not set. */
  displayName: Maybe<Scalars['String']['output']>;
  /** Email address. */
  email: Scalars['String']['output'];
  /** The user has a phone number, even when phoneNumber is null because the viewer may not see it. */
  hasPhoneNumber: Scalars['Boolean']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Phone number: null unless the viewer is this user, an admin, or someone this user shares a playlist with. */
  phoneNumber: Maybe<Scalars['String']['output']>;
  /** The user's playlists the viewer can open: all for the owner or an admin, else those shared with the viewer. */
  playlists: Array<PlaylistSummary>;
  /** URL of the photo; null when there is none. */
  profileImageUrl: Maybe<Scalars['String']['output']>;
  /** Unique username. */
  username: Scalars['String']['output'];
};

/** One of your own sounds: uploaded over REST (POST /api/sounds), trimmed to its onset and normalised; its audio is GET /api/sounds/{id}. */
export type UserSound = {
  __typename?: 'UserSound';
  /** When it was uploaded. */
  createdAt: Scalars['DateTime']['output'];
  /** Its length after trimming, in milliseconds (at most 2000). */
  durationMs: Scalars['Int']['output'];
  /** Id, for its audio and for deleting it. */
  id: Scalars['ID']['output'];
  /** The name you gave it. */
  name: Scalars['String']['output'];
};

export type AddToPlaylistAddTrackMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
  input: TrackInput;
}>;


export type AddToPlaylistAddTrackMutation = { __typename?: 'Mutation', addTrack: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, canEdit: boolean, sharedWith: Array<string> | null, tracks: Array<{ __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null }>, breaks: Array<{ __typename?: 'SetBreak', id: string, position: number, name: string }> } };

export type AdminUserRowFragment = { __typename?: 'User', id: string, username: string, email: string, displayName: string | null, isAdmin: boolean };

export type AdminUsersQueryVariables = Exact<{
  query: InputMaybe<AdminListQuery>;
}>;


export type AdminUsersQuery = { __typename?: 'Query', adminUsers: { __typename?: 'AdminUserPage', total: number, items: Array<{ __typename?: 'User', id: string, username: string, email: string, displayName: string | null, isAdmin: boolean }> } };

export type AdminCreateUserMutationVariables = Exact<{
  input: AdminCreateUserInput;
}>;


export type AdminCreateUserMutation = { __typename?: 'Mutation', createUser: { __typename?: 'User', id: string, username: string, email: string, displayName: string | null, isAdmin: boolean } };

export type AdminDeleteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteUserMutation = { __typename?: 'Mutation', deleteUser: boolean };

export type AdminResetPasswordMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  password: Scalars['String']['input'];
}>;


export type AdminResetPasswordMutation = { __typename?: 'Mutation', resetUserPassword: boolean };

export type AdminSetUserAdminMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  isAdmin: Scalars['Boolean']['input'];
}>;


export type AdminSetUserAdminMutation = { __typename?: 'Mutation', setUserAdmin: { __typename?: 'User', id: string, username: string, email: string, displayName: string | null, isAdmin: boolean } };

export type AdminPlaylistRowFragment = { __typename?: 'AdminPlaylist', id: string, name: string, userId: string | null, ownerUsername: string | null, description: string | null, trackCount: number, createdAt: string };

export type AdminPlaylistsQueryVariables = Exact<{
  query: InputMaybe<AdminListQuery>;
}>;


export type AdminPlaylistsQuery = { __typename?: 'Query', adminPlaylists: { __typename?: 'AdminPlaylistPage', total: number, items: Array<{ __typename?: 'AdminPlaylist', id: string, name: string, userId: string | null, ownerUsername: string | null, description: string | null, trackCount: number, createdAt: string }> } };

export type AdminCreatePlaylistMutationVariables = Exact<{
  input: PlaylistInput;
}>;


export type AdminCreatePlaylistMutation = { __typename?: 'Mutation', adminCreatePlaylist: { __typename?: 'AdminPlaylist', id: string, name: string, userId: string | null, ownerUsername: string | null, description: string | null, trackCount: number, createdAt: string } };

export type AdminUpdatePlaylistMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PlaylistUpdateInput;
}>;


export type AdminUpdatePlaylistMutation = { __typename?: 'Mutation', adminUpdatePlaylist: { __typename?: 'AdminPlaylist', id: string, name: string, userId: string | null, ownerUsername: string | null, description: string | null, trackCount: number, createdAt: string } };

export type AdminDeletePlaylistMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeletePlaylistMutation = { __typename?: 'Mutation', adminDeletePlaylist: boolean };

export type ApiTokenRowFragment = { __typename?: 'ApiTokenInfo', id: string, name: string, scope: string, prefix: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { __typename?: 'Query', apiTokens: Array<{ __typename?: 'ApiTokenInfo', id: string, name: string, scope: string, prefix: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { __typename?: 'Mutation', createApiToken: { __typename?: 'CreatedApiToken', id: string, name: string, token: string } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiTokenMutation = { __typename?: 'Mutation', revokeApiToken: boolean };

export type LinkedProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkedProvidersQuery = { __typename?: 'Query', linkedProviders: Array<{ __typename?: 'LinkedProvider', issuer: string, linkedAt: string }> };

export type CurrentUserFragment = { __typename?: 'User', id: string, username: string, email: string, displayName: string | null, phoneNumber: string | null, bio: string | null, profileImageUrl: string | null, isAdmin: boolean };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, username: string, email: string, displayName: string | null, phoneNumber: string | null, bio: string | null, profileImageUrl: string | null, isAdmin: boolean } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'User', id: string, username: string, email: string, displayName: string | null, phoneNumber: string | null, bio: string | null, profileImageUrl: string | null, isAdmin: boolean } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'User', id: string, username: string, email: string, displayName: string | null, phoneNumber: string | null, bio: string | null, profileImageUrl: string | null, isAdmin: boolean } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: string, username: string, email: string, displayName: string | null, phoneNumber: string | null, bio: string | null, profileImageUrl: string | null, isAdmin: boolean } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type AuthProviderQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProviderQuery = { __typename?: 'Query', authProvider: { __typename?: 'AuthProvider', name: string, appDomain: string | null, loginUrl: string } | null };

export type ControlMappings_FieldsFragment = { __typename?: 'ControlMappings', holdMs: number, mappings: Array<{ __typename?: 'ControlMapping', press: string, action: string, message: string | null, source: { __typename?: 'ControlSource', kind: string, channel: number | null, number: number | null, code: string | null } }> };

export type ControlMappingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ControlMappingsQuery = { __typename?: 'Query', settings: { __typename?: 'GeneratorSettings', bpm: number, soundType: string, countInSoundType: string, durationSeconds: number, countInBeats: number, volumePercent: number, visualizerTheme: string, countInBars: number | null, controlMappings: { __typename?: 'ControlMappings', holdMs: number, mappings: Array<{ __typename?: 'ControlMapping', press: string, action: string, message: string | null, source: { __typename?: 'ControlSource', kind: string, channel: number | null, number: number | null, code: string | null } }> } | null, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, practice: { __typename?: 'Practice', randomMutePercent: number | null, randomSeed: number | null, gapClick: { __typename?: 'GapClick', playBars: number, muteBars: number } | null, tempoTrainer: { __typename?: 'TempoTrainer', stepBpm: number, everyBars: number, limitBpm: number } | null } | null, cues: { __typename?: 'CueSettings', countIn: boolean, sections: boolean, leadInBars: number, volumePercent: number, speakMessages: boolean | null, ownWords: Array<{ __typename?: 'OwnCueWord', word: string, soundId: string }> | null } | null } };

export type SaveControlMappingsMutationVariables = Exact<{
  input: GeneratorSettingsInput;
}>;


export type SaveControlMappingsMutation = { __typename?: 'Mutation', updateSettings: { __typename?: 'GeneratorSettings', controlMappings: { __typename?: 'ControlMappings', holdMs: number, mappings: Array<{ __typename?: 'ControlMapping', press: string, action: string, message: string | null, source: { __typename?: 'ControlSource', kind: string, channel: number | null, number: number | null, code: string | null } }> } | null } };

export type PlaylistLiveSubscriptionVariables = Exact<{
  playlistId: Scalars['ID']['input'];
}>;


export type PlaylistLiveSubscription = { __typename?: 'Subscription', playlistChanged: { __typename?: 'PlaylistChange', playlistId: string, kind: PlaylistChangeKind, playlist: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, canEdit: boolean, sharedWith: Array<string> | null, tracks: Array<{ __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null }>, breaks: Array<{ __typename?: 'SetBreak', id: string, position: number, name: string }> } | null } };

export type TrackMidiMessagesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TrackMidiMessagesQuery = { __typename?: 'Query', playlist: { __typename?: 'Playlist', id: string, tracks: Array<{ __typename?: 'Track', id: string, midiMessages: Array<{ __typename?: 'MidiMessage', section: number | null, kind: string, channel: number, program: number | null, bankMsb: number | null, bankLsb: number | null, controller: number | null, value: number | null }> | null }> } };

export type SearchSongsQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type SearchSongsQuery = { __typename?: 'Query', searchSongs: Array<{ __typename?: 'Song', id: string, name: string, artist: string, albumArt: string | null, bpm: number | null }> };

export type SongTempoQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  artist: Scalars['String']['input'];
}>;


export type SongTempoQuery = { __typename?: 'Query', songTempo: { __typename?: 'SongTempo', bpm: number, bpmSource: string, provider: string | null, albumArt: string | null } };

export type PlaylistCard_PlaylistFragment = { __typename?: 'PlaylistSummary', id: string, name: string, description: string | null, trackCount: number, createdAt: string };

export type SharedPlaylistCard_PlaylistFragment = { __typename?: 'SharedPlaylist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, sharedBy: string };

export type TrackList_TrackFragment = { __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null };

export type TrackList_BreakFragment = { __typename?: 'SetBreak', id: string, position: number, name: string };

export type PlaylistPage_PlaylistFragment = { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, canEdit: boolean, sharedWith: Array<string> | null, tracks: Array<{ __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null }>, breaks: Array<{ __typename?: 'SetBreak', id: string, position: number, name: string }> };

export type PlaylistsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaylistsPageQuery = { __typename?: 'Query', myPlaylists: Array<{ __typename?: 'PlaylistSummary', id: string, name: string, description: string | null, trackCount: number, createdAt: string }> };

export type PlaylistsPageSharedQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaylistsPageSharedQuery = { __typename?: 'Query', playlistsSharedWithMe: Array<{ __typename?: 'SharedPlaylist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, sharedBy: string }> };

export type PlaylistPageQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PlaylistPageQuery = { __typename?: 'Query', playlist: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, canEdit: boolean, sharedWith: Array<string> | null, tracks: Array<{ __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null }>, breaks: Array<{ __typename?: 'SetBreak', id: string, position: number, name: string }> } };

export type PlaylistFormDialogCreateMutationVariables = Exact<{
  input: PlaylistInput;
}>;


export type PlaylistFormDialogCreateMutation = { __typename?: 'Mutation', createPlaylist: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string } };

export type PlaylistFormDialogUpdateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PlaylistUpdateInput;
}>;


export type PlaylistFormDialogUpdateMutation = { __typename?: 'Mutation', updatePlaylist: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, updatedAt: string } };

export type PlaylistsPageDeleteMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PlaylistsPageDeleteMutation = { __typename?: 'Mutation', deletePlaylist: boolean };

export type PlaylistPageRemoveTrackMutationVariables = Exact<{
  trackId: Scalars['ID']['input'];
}>;


export type PlaylistPageRemoveTrackMutation = { __typename?: 'Mutation', removeTrack: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, canEdit: boolean, sharedWith: Array<string> | null, tracks: Array<{ __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null }>, breaks: Array<{ __typename?: 'SetBreak', id: string, position: number, name: string }> } };

export type ShareDialogShareMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
  sharedWithUsername: Scalars['String']['input'];
}>;


export type ShareDialogShareMutation = { __typename?: 'Mutation', sharePlaylist: boolean };

export type PlaylistPageUnshareMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
  username: Scalars['String']['input'];
}>;


export type PlaylistPageUnshareMutation = { __typename?: 'Mutation', unsharePlaylist: boolean };

export type TrackTempoDialogUpdateMutationVariables = Exact<{
  trackId: Scalars['ID']['input'];
  input: TrackTempoInput;
}>;


export type TrackTempoDialogUpdateMutation = { __typename?: 'Mutation', updateTrackTempo: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, canEdit: boolean, sharedWith: Array<string> | null, tracks: Array<{ __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null }>, breaks: Array<{ __typename?: 'SetBreak', id: string, position: number, name: string }> } };

export type FeaturedPlaylistsQueryVariables = Exact<{ [key: string]: never; }>;


export type FeaturedPlaylistsQuery = { __typename?: 'Query', featuredPlaylists: Array<{ __typename?: 'PlaylistSummary', id: string, name: string, description: string | null, trackCount: number, createdAt: string }> };

export type PlaylistPageUpdateTrackMutationVariables = Exact<{
  trackId: Scalars['ID']['input'];
  input: TrackUpdateInput;
}>;


export type PlaylistPageUpdateTrackMutation = { __typename?: 'Mutation', updateTrack: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, canEdit: boolean, sharedWith: Array<string> | null, tracks: Array<{ __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null }>, breaks: Array<{ __typename?: 'SetBreak', id: string, position: number, name: string }> } };

export type PlaylistPageDuplicateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PlaylistPageDuplicateMutation = { __typename?: 'Mutation', duplicatePlaylist: { __typename?: 'Playlist', id: string, name: string } };

export type PlaylistPageReorderMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
  trackIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type PlaylistPageReorderMutation = { __typename?: 'Mutation', reorderTracks: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, canEdit: boolean, sharedWith: Array<string> | null, tracks: Array<{ __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null }>, breaks: Array<{ __typename?: 'SetBreak', id: string, position: number, name: string }> } };

export type PlaylistPageAddSetBreakMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
  input: SetBreakInput;
}>;


export type PlaylistPageAddSetBreakMutation = { __typename?: 'Mutation', addSetBreak: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, canEdit: boolean, sharedWith: Array<string> | null, tracks: Array<{ __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null }>, breaks: Array<{ __typename?: 'SetBreak', id: string, position: number, name: string }> } };

export type PlaylistPageRenameSetBreakMutationVariables = Exact<{
  breakId: Scalars['ID']['input'];
  input: SetBreakUpdateInput;
}>;


export type PlaylistPageRenameSetBreakMutation = { __typename?: 'Mutation', renameSetBreak: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, canEdit: boolean, sharedWith: Array<string> | null, tracks: Array<{ __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null }>, breaks: Array<{ __typename?: 'SetBreak', id: string, position: number, name: string }> } };

export type PlaylistPageRemoveSetBreakMutationVariables = Exact<{
  breakId: Scalars['ID']['input'];
}>;


export type PlaylistPageRemoveSetBreakMutation = { __typename?: 'Mutation', removeSetBreak: { __typename?: 'Playlist', id: string, name: string, description: string | null, trackCount: number, createdAt: string, updatedAt: string, ownerUsername: string | null, canEdit: boolean, sharedWith: Array<string> | null, tracks: Array<{ __typename?: 'Track', id: string, position: number, name: string, artist: string, bpm: number, bpmSource: string, albumArt: string | null, externalId: string | null, notes: string, countInBeats: number | null, soundType: string | null, countInSoundType: string | null, lengthSeconds: number | null, key: string | null, afterSong: string, afterSongGap: number, spokenCues: boolean, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, ownSounds: { __typename?: 'TrackOwnSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null, countIn: string | null } | null }>, breaks: Array<{ __typename?: 'SetBreak', id: string, position: number, name: string }> } };

export type CopyTrackDialogCopyMutationVariables = Exact<{
  trackId: Scalars['ID']['input'];
  playlistId: Scalars['ID']['input'];
}>;


export type CopyTrackDialogCopyMutation = { __typename?: 'Mutation', copyTrack: { __typename?: 'Track', id: string } };

export type PublicProfileFragment = { __typename?: 'UserProfile', id: string, username: string, email: string, displayName: string | null, phoneNumber: string | null, hasPhoneNumber: boolean, bio: string | null, profileImageUrl: string | null, canEdit: boolean, playlists: Array<{ __typename?: 'PlaylistSummary', id: string, name: string, description: string | null, trackCount: number }> };

export type UserProfileQueryVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type UserProfileQuery = { __typename?: 'Query', userProfile: { __typename?: 'UserProfile', id: string, username: string, email: string, displayName: string | null, phoneNumber: string | null, hasPhoneNumber: boolean, bio: string | null, profileImageUrl: string | null, canEdit: boolean, playlists: Array<{ __typename?: 'PlaylistSummary', id: string, name: string, description: string | null, trackCount: number }> } };

export type UpdateUserProfileMutationVariables = Exact<{
  username: Scalars['String']['input'];
  input: ProfileInput;
}>;


export type UpdateUserProfileMutation = { __typename?: 'Mutation', updateUserProfile: { __typename?: 'UserProfile', id: string, username: string, email: string, displayName: string | null, phoneNumber: string | null, hasPhoneNumber: boolean, bio: string | null, profileImageUrl: string | null, canEdit: boolean, playlists: Array<{ __typename?: 'PlaylistSummary', id: string, name: string, description: string | null, trackCount: number }> } };

export type RehearsalRoom_FieldsFragment = { __typename?: 'RehearsalRoom', playlistId: string, leaderId: string | null, leaderUsername: string | null, status: string, trackId: string | null, bpm: number | null, startsAt: number | null, stopsAt: number | null, leadTimeMs: number, version: number, leadRequestUsername: string | null, anyoneMayLead: boolean, namedLeaders: Array<string>, members: Array<{ __typename?: 'RehearsalMember', id: string, username: string, deviceName: string, isLeader: boolean, syncErrorMs: number | null }>, message: { __typename?: 'RehearsalMessage', id: string, text: string, fromUsername: string | null, sentAt: number, onDownbeat: boolean, showFrom: number } | null };

export type RehearsalSubscriptionVariables = Exact<{
  playlistId: Scalars['ID']['input'];
  deviceName: InputMaybe<Scalars['String']['input']>;
}>;


export type RehearsalSubscription = { __typename?: 'Subscription', rehearsal: { __typename?: 'RehearsalEvent', playlistId: string, kind: RehearsalEventKind, memberId: string, room: { __typename?: 'RehearsalRoom', playlistId: string, leaderId: string | null, leaderUsername: string | null, status: string, trackId: string | null, bpm: number | null, startsAt: number | null, stopsAt: number | null, leadTimeMs: number, version: number, leadRequestUsername: string | null, anyoneMayLead: boolean, namedLeaders: Array<string>, members: Array<{ __typename?: 'RehearsalMember', id: string, username: string, deviceName: string, isLeader: boolean, syncErrorMs: number | null }>, message: { __typename?: 'RehearsalMessage', id: string, text: string, fromUsername: string | null, sentAt: number, onDownbeat: boolean, showFrom: number } | null } | null } };

export type LeadRehearsalMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
}>;


export type LeadRehearsalMutation = { __typename?: 'Mutation', leadRehearsal: { __typename?: 'RehearsalRoom', playlistId: string, leaderId: string | null, leaderUsername: string | null, status: string, trackId: string | null, bpm: number | null, startsAt: number | null, stopsAt: number | null, leadTimeMs: number, version: number, leadRequestUsername: string | null, anyoneMayLead: boolean, namedLeaders: Array<string>, members: Array<{ __typename?: 'RehearsalMember', id: string, username: string, deviceName: string, isLeader: boolean, syncErrorMs: number | null }>, message: { __typename?: 'RehearsalMessage', id: string, text: string, fromUsername: string | null, sentAt: number, onDownbeat: boolean, showFrom: number } | null } };

export type AnswerRehearsalLeadMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
  accept: Scalars['Boolean']['input'];
}>;


export type AnswerRehearsalLeadMutation = { __typename?: 'Mutation', answerRehearsalLead: { __typename?: 'RehearsalRoom', playlistId: string, leaderId: string | null, leaderUsername: string | null, status: string, trackId: string | null, bpm: number | null, startsAt: number | null, stopsAt: number | null, leadTimeMs: number, version: number, leadRequestUsername: string | null, anyoneMayLead: boolean, namedLeaders: Array<string>, members: Array<{ __typename?: 'RehearsalMember', id: string, username: string, deviceName: string, isLeader: boolean, syncErrorMs: number | null }>, message: { __typename?: 'RehearsalMessage', id: string, text: string, fromUsername: string | null, sentAt: number, onDownbeat: boolean, showFrom: number } | null } };

export type SetRehearsalLeadersMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
  input: RehearsalLeadersInput;
}>;


export type SetRehearsalLeadersMutation = { __typename?: 'Mutation', setRehearsalLeaders: { __typename?: 'RehearsalRoom', playlistId: string, leaderId: string | null, leaderUsername: string | null, status: string, trackId: string | null, bpm: number | null, startsAt: number | null, stopsAt: number | null, leadTimeMs: number, version: number, leadRequestUsername: string | null, anyoneMayLead: boolean, namedLeaders: Array<string>, members: Array<{ __typename?: 'RehearsalMember', id: string, username: string, deviceName: string, isLeader: boolean, syncErrorMs: number | null }>, message: { __typename?: 'RehearsalMessage', id: string, text: string, fromUsername: string | null, sentAt: number, onDownbeat: boolean, showFrom: number } | null } };

export type StartRehearsalTrackMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
  input: RehearsalStartInput;
}>;


export type StartRehearsalTrackMutation = { __typename?: 'Mutation', startRehearsalTrack: { __typename?: 'RehearsalRoom', playlistId: string, leaderId: string | null, leaderUsername: string | null, status: string, trackId: string | null, bpm: number | null, startsAt: number | null, stopsAt: number | null, leadTimeMs: number, version: number, leadRequestUsername: string | null, anyoneMayLead: boolean, namedLeaders: Array<string>, members: Array<{ __typename?: 'RehearsalMember', id: string, username: string, deviceName: string, isLeader: boolean, syncErrorMs: number | null }>, message: { __typename?: 'RehearsalMessage', id: string, text: string, fromUsername: string | null, sentAt: number, onDownbeat: boolean, showFrom: number } | null } };

export type StopRehearsalMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
}>;


export type StopRehearsalMutation = { __typename?: 'Mutation', stopRehearsal: { __typename?: 'RehearsalRoom', playlistId: string, leaderId: string | null, leaderUsername: string | null, status: string, trackId: string | null, bpm: number | null, startsAt: number | null, stopsAt: number | null, leadTimeMs: number, version: number, leadRequestUsername: string | null, anyoneMayLead: boolean, namedLeaders: Array<string>, members: Array<{ __typename?: 'RehearsalMember', id: string, username: string, deviceName: string, isLeader: boolean, syncErrorMs: number | null }>, message: { __typename?: 'RehearsalMessage', id: string, text: string, fromUsername: string | null, sentAt: number, onDownbeat: boolean, showFrom: number } | null } };

export type SendRehearsalMessageMutationVariables = Exact<{
  playlistId: Scalars['ID']['input'];
  input: RehearsalMessageInput;
}>;


export type SendRehearsalMessageMutation = { __typename?: 'Mutation', sendRehearsalMessage: { __typename?: 'RehearsalRoom', playlistId: string, leaderId: string | null, leaderUsername: string | null, status: string, trackId: string | null, bpm: number | null, startsAt: number | null, stopsAt: number | null, leadTimeMs: number, version: number, leadRequestUsername: string | null, anyoneMayLead: boolean, namedLeaders: Array<string>, members: Array<{ __typename?: 'RehearsalMember', id: string, username: string, deviceName: string, isLeader: boolean, syncErrorMs: number | null }>, message: { __typename?: 'RehearsalMessage', id: string, text: string, fromUsername: string | null, sentAt: number, onDownbeat: boolean, showFrom: number } | null } };

export type ReportRehearsalSyncMutationVariables = Exact<{
  memberId: Scalars['ID']['input'];
  errorMs: Scalars['Float']['input'];
}>;


export type ReportRehearsalSyncMutation = { __typename?: 'Mutation', reportRehearsalSync: boolean };

type BarPattern_Fields_Rhythm_Fragment = { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string };

type BarPattern_Fields_Section_Fragment = { __typename?: 'Section', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string };

export type BarPattern_FieldsFragment =
  | BarPattern_Fields_Rhythm_Fragment
  | BarPattern_Fields_Section_Fragment
;

export type Rhythm_FieldsFragment = { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> };

export type GeneratorSettings_FieldsFragment = { __typename?: 'GeneratorSettings', bpm: number, soundType: string, countInSoundType: string, durationSeconds: number, countInBeats: number, volumePercent: number, visualizerTheme: string, countInBars: number | null, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, practice: { __typename?: 'Practice', randomMutePercent: number | null, randomSeed: number | null, gapClick: { __typename?: 'GapClick', playBars: number, muteBars: number } | null, tempoTrainer: { __typename?: 'TempoTrainer', stepBpm: number, everyBars: number, limitBpm: number } | null } | null, cues: { __typename?: 'CueSettings', countIn: boolean, sections: boolean, leadInBars: number, volumePercent: number, speakMessages: boolean | null, ownWords: Array<{ __typename?: 'OwnCueWord', word: string, soundId: string }> | null } | null };

export type GeneratorSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GeneratorSettingsQuery = { __typename?: 'Query', settings: { __typename?: 'GeneratorSettings', bpm: number, soundType: string, countInSoundType: string, durationSeconds: number, countInBeats: number, volumePercent: number, visualizerTheme: string, countInBars: number | null, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, practice: { __typename?: 'Practice', randomMutePercent: number | null, randomSeed: number | null, gapClick: { __typename?: 'GapClick', playBars: number, muteBars: number } | null, tempoTrainer: { __typename?: 'TempoTrainer', stepBpm: number, everyBars: number, limitBpm: number } | null } | null, cues: { __typename?: 'CueSettings', countIn: boolean, sections: boolean, leadInBars: number, volumePercent: number, speakMessages: boolean | null, ownWords: Array<{ __typename?: 'OwnCueWord', word: string, soundId: string }> | null } | null } };

export type SaveGeneratorSettingsMutationVariables = Exact<{
  input: GeneratorSettingsInput;
}>;


export type SaveGeneratorSettingsMutation = { __typename?: 'Mutation', updateSettings: { __typename?: 'GeneratorSettings', bpm: number, soundType: string, countInSoundType: string, durationSeconds: number, countInBeats: number, volumePercent: number, visualizerTheme: string, countInBars: number | null, rhythm: { __typename?: 'Rhythm', timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string, levelSounds: { __typename?: 'LevelSounds', accent: string | null, normal: string | null, soft: string | null, subdivision: string | null }, sections: Array<{ __typename?: 'Section', name: string, bars: number, bpm: number, endBpm: number | null, muted: boolean, timeSignature: string, grouping: Array<number>, accents: Array<string>, subdivision: string, swingPercent: number, tempoUnit: string }> } | null, practice: { __typename?: 'Practice', randomMutePercent: number | null, randomSeed: number | null, gapClick: { __typename?: 'GapClick', playBars: number, muteBars: number } | null, tempoTrainer: { __typename?: 'TempoTrainer', stepBpm: number, everyBars: number, limitBpm: number } | null } | null, cues: { __typename?: 'CueSettings', countIn: boolean, sections: boolean, leadInBars: number, volumePercent: number, speakMessages: boolean | null, ownWords: Array<{ __typename?: 'OwnCueWord', word: string, soundId: string }> | null } | null } };

export type UserSoundRowFragment = { __typename?: 'UserSound', id: string, name: string, durationMs: number, createdAt: string };

export type MySoundsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySoundsQuery = { __typename?: 'Query', sounds: Array<{ __typename?: 'UserSound', id: string, name: string, durationMs: number, createdAt: string }> };

export type DeleteSoundMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteSoundMutation = { __typename?: 'Mutation', deleteSound: boolean };

export const AdminUserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export const AdminPlaylistRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPlaylistRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPlaylist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const ApiTokenRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode;
export const CurrentUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export const ControlMappings_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ControlMappings_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ControlMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdMs"}},{"kind":"Field","name":{"kind":"Name","value":"mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"press"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export const PlaylistCard_PlaylistFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistCard_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaylistSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const SharedPlaylistCard_PlaylistFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPlaylistCard_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPlaylist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"sharedBy"}}]}}]} as unknown as DocumentNode;
export const BarPattern_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}}]} as unknown as DocumentNode;
export const Rhythm_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}}]} as unknown as DocumentNode;
export const TrackList_TrackFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}}]} as unknown as DocumentNode;
export const TrackList_BreakFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode;
export const PlaylistPage_PlaylistFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistPage_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_track"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_break"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode;
export const PublicProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"playlists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}}]}}]}}]} as unknown as DocumentNode;
export const RehearsalRoom_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RehearsalRoom_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RehearsalRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderUsername"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackId"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopsAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"syncErrorMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadRequestUsername"}},{"kind":"Field","name":{"kind":"Name","value":"anyoneMayLead"}},{"kind":"Field","name":{"kind":"Name","value":"namedLeaders"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromUsername"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"onDownbeat"}},{"kind":"Field","name":{"kind":"Name","value":"showFrom"}}]}}]}}]} as unknown as DocumentNode;
export const GeneratorSettings_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratorSettings_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratorSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"volumePercent"}},{"kind":"Field","name":{"kind":"Name","value":"visualizerTheme"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countInBars"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gapClick"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playBars"}},{"kind":"Field","name":{"kind":"Name","value":"muteBars"}}]}},{"kind":"Field","name":{"kind":"Name","value":"randomMutePercent"}},{"kind":"Field","name":{"kind":"Name","value":"randomSeed"}},{"kind":"Field","name":{"kind":"Name","value":"tempoTrainer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepBpm"}},{"kind":"Field","name":{"kind":"Name","value":"everyBars"}},{"kind":"Field","name":{"kind":"Name","value":"limitBpm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countIn"}},{"kind":"Field","name":{"kind":"Name","value":"sections"}},{"kind":"Field","name":{"kind":"Name","value":"leadInBars"}},{"kind":"Field","name":{"kind":"Name","value":"volumePercent"}},{"kind":"Field","name":{"kind":"Name","value":"speakMessages"}},{"kind":"Field","name":{"kind":"Name","value":"ownWords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"word"}},{"kind":"Field","name":{"kind":"Name","value":"soundId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}}]} as unknown as DocumentNode;
export const UserSoundRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserSoundRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const AddToPlaylistAddTrackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToPlaylistAddTrack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTrack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistPage_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistPage_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_track"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_break"}}]}}]}}]} as unknown as DocumentNode;
export type AddToPlaylistAddTrackMutationFn = Apollo.MutationFunction<AddToPlaylistAddTrackMutation, AddToPlaylistAddTrackMutationVariables>;

/**
 * __useAddToPlaylistAddTrackMutation__
 *
 * To run a mutation, you first call `useAddToPlaylistAddTrackMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddToPlaylistAddTrackMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addToPlaylistAddTrackMutation, { data, loading, error }] = useAddToPlaylistAddTrackMutation({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAddToPlaylistAddTrackMutation(baseOptions?: Apollo.MutationHookOptions<AddToPlaylistAddTrackMutation, AddToPlaylistAddTrackMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AddToPlaylistAddTrackMutation, AddToPlaylistAddTrackMutationVariables>(AddToPlaylistAddTrackDocument, options);
      }
export type AddToPlaylistAddTrackMutationHookResult = ReturnType<typeof useAddToPlaylistAddTrackMutation>;
export type AddToPlaylistAddTrackMutationResult = Apollo.MutationResult<AddToPlaylistAddTrackMutation>;
export type AddToPlaylistAddTrackMutationOptions = Apollo.BaseMutationOptions<AddToPlaylistAddTrackMutation, AddToPlaylistAddTrackMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminUsersQuery__
 *
 * To run a query within a React component, call `useAdminUsersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminUsersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminUsersQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useAdminUsersQuery(baseOptions?: Apollo.QueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
      }
export function useAdminUsersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
        }
// @ts-ignore
export function useAdminUsersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>): Apollo.UseSuspenseQueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
export function useAdminUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>): Apollo.UseSuspenseQueryResult<AdminUsersQuery | undefined, AdminUsersQueryVariables>;
export function useAdminUsersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminUsersQuery, AdminUsersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminUsersQuery, AdminUsersQueryVariables>(AdminUsersDocument, options);
        }
export type AdminUsersQueryHookResult = ReturnType<typeof useAdminUsersQuery>;
export type AdminUsersLazyQueryHookResult = ReturnType<typeof useAdminUsersLazyQuery>;
export type AdminUsersSuspenseQueryHookResult = ReturnType<typeof useAdminUsersSuspenseQuery>;
export type AdminUsersQueryResult = Apollo.QueryResult<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export type AdminCreateUserMutationFn = Apollo.MutationFunction<AdminCreateUserMutation, AdminCreateUserMutationVariables>;

/**
 * __useAdminCreateUserMutation__
 *
 * To run a mutation, you first call `useAdminCreateUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminCreateUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminCreateUserMutation, { data, loading, error }] = useAdminCreateUserMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminCreateUserMutation(baseOptions?: Apollo.MutationHookOptions<AdminCreateUserMutation, AdminCreateUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AdminCreateUserMutation, AdminCreateUserMutationVariables>(AdminCreateUserDocument, options);
      }
export type AdminCreateUserMutationHookResult = ReturnType<typeof useAdminCreateUserMutation>;
export type AdminCreateUserMutationResult = Apollo.MutationResult<AdminCreateUserMutation>;
export type AdminCreateUserMutationOptions = Apollo.BaseMutationOptions<AdminCreateUserMutation, AdminCreateUserMutationVariables>;
export const AdminDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;
export type AdminDeleteUserMutationFn = Apollo.MutationFunction<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>;

/**
 * __useAdminDeleteUserMutation__
 *
 * To run a mutation, you first call `useAdminDeleteUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminDeleteUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminDeleteUserMutation, { data, loading, error }] = useAdminDeleteUserMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminDeleteUserMutation(baseOptions?: Apollo.MutationHookOptions<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>(AdminDeleteUserDocument, options);
      }
export type AdminDeleteUserMutationHookResult = ReturnType<typeof useAdminDeleteUserMutation>;
export type AdminDeleteUserMutationResult = Apollo.MutationResult<AdminDeleteUserMutation>;
export type AdminDeleteUserMutationOptions = Apollo.BaseMutationOptions<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>;
export const AdminResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode;
export type AdminResetPasswordMutationFn = Apollo.MutationFunction<AdminResetPasswordMutation, AdminResetPasswordMutationVariables>;

/**
 * __useAdminResetPasswordMutation__
 *
 * To run a mutation, you first call `useAdminResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminResetPasswordMutation, { data, loading, error }] = useAdminResetPasswordMutation({
 *   variables: {
 *      id: // value for 'id'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useAdminResetPasswordMutation(baseOptions?: Apollo.MutationHookOptions<AdminResetPasswordMutation, AdminResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AdminResetPasswordMutation, AdminResetPasswordMutationVariables>(AdminResetPasswordDocument, options);
      }
export type AdminResetPasswordMutationHookResult = ReturnType<typeof useAdminResetPasswordMutation>;
export type AdminResetPasswordMutationResult = Apollo.MutationResult<AdminResetPasswordMutation>;
export type AdminResetPasswordMutationOptions = Apollo.BaseMutationOptions<AdminResetPasswordMutation, AdminResetPasswordMutationVariables>;
export const AdminSetUserAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAdmin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"isAdmin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAdmin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export type AdminSetUserAdminMutationFn = Apollo.MutationFunction<AdminSetUserAdminMutation, AdminSetUserAdminMutationVariables>;

/**
 * __useAdminSetUserAdminMutation__
 *
 * To run a mutation, you first call `useAdminSetUserAdminMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSetUserAdminMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSetUserAdminMutation, { data, loading, error }] = useAdminSetUserAdminMutation({
 *   variables: {
 *      id: // value for 'id'
 *      isAdmin: // value for 'isAdmin'
 *   },
 * });
 */
export function useAdminSetUserAdminMutation(baseOptions?: Apollo.MutationHookOptions<AdminSetUserAdminMutation, AdminSetUserAdminMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AdminSetUserAdminMutation, AdminSetUserAdminMutationVariables>(AdminSetUserAdminDocument, options);
      }
export type AdminSetUserAdminMutationHookResult = ReturnType<typeof useAdminSetUserAdminMutation>;
export type AdminSetUserAdminMutationResult = Apollo.MutationResult<AdminSetUserAdminMutation>;
export type AdminSetUserAdminMutationOptions = Apollo.BaseMutationOptions<AdminSetUserAdminMutation, AdminSetUserAdminMutationVariables>;
export const AdminPlaylistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPlaylists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPlaylists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPlaylistRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPlaylistRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPlaylist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminPlaylistsQuery__
 *
 * To run a query within a React component, call `useAdminPlaylistsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminPlaylistsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminPlaylistsQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useAdminPlaylistsQuery(baseOptions?: Apollo.QueryHookOptions<AdminPlaylistsQuery, AdminPlaylistsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AdminPlaylistsQuery, AdminPlaylistsQueryVariables>(AdminPlaylistsDocument, options);
      }
export function useAdminPlaylistsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AdminPlaylistsQuery, AdminPlaylistsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AdminPlaylistsQuery, AdminPlaylistsQueryVariables>(AdminPlaylistsDocument, options);
        }
// @ts-ignore
export function useAdminPlaylistsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AdminPlaylistsQuery, AdminPlaylistsQueryVariables>): Apollo.UseSuspenseQueryResult<AdminPlaylistsQuery, AdminPlaylistsQueryVariables>;
export function useAdminPlaylistsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminPlaylistsQuery, AdminPlaylistsQueryVariables>): Apollo.UseSuspenseQueryResult<AdminPlaylistsQuery | undefined, AdminPlaylistsQueryVariables>;
export function useAdminPlaylistsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AdminPlaylistsQuery, AdminPlaylistsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AdminPlaylistsQuery, AdminPlaylistsQueryVariables>(AdminPlaylistsDocument, options);
        }
export type AdminPlaylistsQueryHookResult = ReturnType<typeof useAdminPlaylistsQuery>;
export type AdminPlaylistsLazyQueryHookResult = ReturnType<typeof useAdminPlaylistsLazyQuery>;
export type AdminPlaylistsSuspenseQueryHookResult = ReturnType<typeof useAdminPlaylistsSuspenseQuery>;
export type AdminPlaylistsQueryResult = Apollo.QueryResult<AdminPlaylistsQuery, AdminPlaylistsQueryVariables>;
export const AdminCreatePlaylistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreatePlaylist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaylistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreatePlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPlaylistRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPlaylistRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPlaylist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type AdminCreatePlaylistMutationFn = Apollo.MutationFunction<AdminCreatePlaylistMutation, AdminCreatePlaylistMutationVariables>;

/**
 * __useAdminCreatePlaylistMutation__
 *
 * To run a mutation, you first call `useAdminCreatePlaylistMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminCreatePlaylistMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminCreatePlaylistMutation, { data, loading, error }] = useAdminCreatePlaylistMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminCreatePlaylistMutation(baseOptions?: Apollo.MutationHookOptions<AdminCreatePlaylistMutation, AdminCreatePlaylistMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AdminCreatePlaylistMutation, AdminCreatePlaylistMutationVariables>(AdminCreatePlaylistDocument, options);
      }
export type AdminCreatePlaylistMutationHookResult = ReturnType<typeof useAdminCreatePlaylistMutation>;
export type AdminCreatePlaylistMutationResult = Apollo.MutationResult<AdminCreatePlaylistMutation>;
export type AdminCreatePlaylistMutationOptions = Apollo.BaseMutationOptions<AdminCreatePlaylistMutation, AdminCreatePlaylistMutationVariables>;
export const AdminUpdatePlaylistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdatePlaylist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaylistUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdatePlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPlaylistRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPlaylistRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminPlaylist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type AdminUpdatePlaylistMutationFn = Apollo.MutationFunction<AdminUpdatePlaylistMutation, AdminUpdatePlaylistMutationVariables>;

/**
 * __useAdminUpdatePlaylistMutation__
 *
 * To run a mutation, you first call `useAdminUpdatePlaylistMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminUpdatePlaylistMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminUpdatePlaylistMutation, { data, loading, error }] = useAdminUpdatePlaylistMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminUpdatePlaylistMutation(baseOptions?: Apollo.MutationHookOptions<AdminUpdatePlaylistMutation, AdminUpdatePlaylistMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AdminUpdatePlaylistMutation, AdminUpdatePlaylistMutationVariables>(AdminUpdatePlaylistDocument, options);
      }
export type AdminUpdatePlaylistMutationHookResult = ReturnType<typeof useAdminUpdatePlaylistMutation>;
export type AdminUpdatePlaylistMutationResult = Apollo.MutationResult<AdminUpdatePlaylistMutation>;
export type AdminUpdatePlaylistMutationOptions = Apollo.BaseMutationOptions<AdminUpdatePlaylistMutation, AdminUpdatePlaylistMutationVariables>;
export const AdminDeletePlaylistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeletePlaylist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeletePlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;
export type AdminDeletePlaylistMutationFn = Apollo.MutationFunction<AdminDeletePlaylistMutation, AdminDeletePlaylistMutationVariables>;

/**
 * __useAdminDeletePlaylistMutation__
 *
 * To run a mutation, you first call `useAdminDeletePlaylistMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminDeletePlaylistMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminDeletePlaylistMutation, { data, loading, error }] = useAdminDeletePlaylistMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminDeletePlaylistMutation(baseOptions?: Apollo.MutationHookOptions<AdminDeletePlaylistMutation, AdminDeletePlaylistMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AdminDeletePlaylistMutation, AdminDeletePlaylistMutationVariables>(AdminDeletePlaylistDocument, options);
      }
export type AdminDeletePlaylistMutationHookResult = ReturnType<typeof useAdminDeletePlaylistMutation>;
export type AdminDeletePlaylistMutationResult = Apollo.MutationResult<AdminDeletePlaylistMutation>;
export type AdminDeletePlaylistMutationOptions = Apollo.BaseMutationOptions<AdminDeletePlaylistMutation, AdminDeletePlaylistMutationVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useApiTokensQuery__
 *
 * To run a query within a React component, call `useApiTokensQuery` and pass it any options that fit your needs.
 * When your component renders, `useApiTokensQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApiTokensQuery({
 *   variables: {
 *   },
 * });
 */
export function useApiTokensQuery(baseOptions?: Apollo.QueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
      }
export function useApiTokensLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
        }
// @ts-ignore
export function useApiTokensSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>): Apollo.UseSuspenseQueryResult<ApiTokensQuery, ApiTokensQueryVariables>;
export function useApiTokensSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>): Apollo.UseSuspenseQueryResult<ApiTokensQuery | undefined, ApiTokensQueryVariables>;
export function useApiTokensSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
        }
export type ApiTokensQueryHookResult = ReturnType<typeof useApiTokensQuery>;
export type ApiTokensLazyQueryHookResult = ReturnType<typeof useApiTokensLazyQuery>;
export type ApiTokensSuspenseQueryHookResult = ReturnType<typeof useApiTokensSuspenseQuery>;
export type ApiTokensQueryResult = Apollo.QueryResult<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode;
export type CreateApiTokenMutationFn = Apollo.MutationFunction<CreateApiTokenMutation, CreateApiTokenMutationVariables>;

/**
 * __useCreateApiTokenMutation__
 *
 * To run a mutation, you first call `useCreateApiTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateApiTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createApiTokenMutation, { data, loading, error }] = useCreateApiTokenMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateApiTokenMutation(baseOptions?: Apollo.MutationHookOptions<CreateApiTokenMutation, CreateApiTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CreateApiTokenMutation, CreateApiTokenMutationVariables>(CreateApiTokenDocument, options);
      }
export type CreateApiTokenMutationHookResult = ReturnType<typeof useCreateApiTokenMutation>;
export type CreateApiTokenMutationResult = Apollo.MutationResult<CreateApiTokenMutation>;
export type CreateApiTokenMutationOptions = Apollo.BaseMutationOptions<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;
export type RevokeApiTokenMutationFn = Apollo.MutationFunction<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;

/**
 * __useRevokeApiTokenMutation__
 *
 * To run a mutation, you first call `useRevokeApiTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeApiTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeApiTokenMutation, { data, loading, error }] = useRevokeApiTokenMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRevokeApiTokenMutation(baseOptions?: Apollo.MutationHookOptions<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>(RevokeApiTokenDocument, options);
      }
export type RevokeApiTokenMutationHookResult = ReturnType<typeof useRevokeApiTokenMutation>;
export type RevokeApiTokenMutationResult = Apollo.MutationResult<RevokeApiTokenMutation>;
export type RevokeApiTokenMutationOptions = Apollo.BaseMutationOptions<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const LinkedProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkedProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"linkedAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLinkedProvidersQuery__
 *
 * To run a query within a React component, call `useLinkedProvidersQuery` and pass it any options that fit your needs.
 * When your component renders, `useLinkedProvidersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLinkedProvidersQuery({
 *   variables: {
 *   },
 * });
 */
export function useLinkedProvidersQuery(baseOptions?: Apollo.QueryHookOptions<LinkedProvidersQuery, LinkedProvidersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<LinkedProvidersQuery, LinkedProvidersQueryVariables>(LinkedProvidersDocument, options);
      }
export function useLinkedProvidersLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<LinkedProvidersQuery, LinkedProvidersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<LinkedProvidersQuery, LinkedProvidersQueryVariables>(LinkedProvidersDocument, options);
        }
// @ts-ignore
export function useLinkedProvidersSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<LinkedProvidersQuery, LinkedProvidersQueryVariables>): Apollo.UseSuspenseQueryResult<LinkedProvidersQuery, LinkedProvidersQueryVariables>;
export function useLinkedProvidersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LinkedProvidersQuery, LinkedProvidersQueryVariables>): Apollo.UseSuspenseQueryResult<LinkedProvidersQuery | undefined, LinkedProvidersQueryVariables>;
export function useLinkedProvidersSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LinkedProvidersQuery, LinkedProvidersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<LinkedProvidersQuery, LinkedProvidersQueryVariables>(LinkedProvidersDocument, options);
        }
export type LinkedProvidersQueryHookResult = ReturnType<typeof useLinkedProvidersQuery>;
export type LinkedProvidersLazyQueryHookResult = ReturnType<typeof useLinkedProvidersLazyQuery>;
export type LinkedProvidersSuspenseQueryHookResult = ReturnType<typeof useLinkedProvidersSuspenseQuery>;
export type LinkedProvidersQueryResult = Apollo.QueryResult<LinkedProvidersQuery, LinkedProvidersQueryVariables>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;

/**
 * __useCurrentUserQuery__
 *
 * To run a query within a React component, call `useCurrentUserQuery` and pass it any options that fit your needs.
 * When your component renders, `useCurrentUserQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCurrentUserQuery({
 *   variables: {
 *   },
 * });
 */
export function useCurrentUserQuery(baseOptions?: Apollo.QueryHookOptions<CurrentUserQuery, CurrentUserQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CurrentUserQuery, CurrentUserQueryVariables>(CurrentUserDocument, options);
      }
export function useCurrentUserLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CurrentUserQuery, CurrentUserQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CurrentUserQuery, CurrentUserQueryVariables>(CurrentUserDocument, options);
        }
// @ts-ignore
export function useCurrentUserSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CurrentUserQuery, CurrentUserQueryVariables>): Apollo.UseSuspenseQueryResult<CurrentUserQuery, CurrentUserQueryVariables>;
export function useCurrentUserSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CurrentUserQuery, CurrentUserQueryVariables>): Apollo.UseSuspenseQueryResult<CurrentUserQuery | undefined, CurrentUserQueryVariables>;
export function useCurrentUserSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CurrentUserQuery, CurrentUserQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CurrentUserQuery, CurrentUserQueryVariables>(CurrentUserDocument, options);
        }
export type CurrentUserQueryHookResult = ReturnType<typeof useCurrentUserQuery>;
export type CurrentUserLazyQueryHookResult = ReturnType<typeof useCurrentUserLazyQuery>;
export type CurrentUserSuspenseQueryHookResult = ReturnType<typeof useCurrentUserSuspenseQuery>;
export type CurrentUserQueryResult = Apollo.QueryResult<CurrentUserQuery, CurrentUserQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export type LoginMutationFn = Apollo.MutationFunction<LoginMutation, LoginMutationVariables>;

/**
 * __useLoginMutation__
 *
 * To run a mutation, you first call `useLoginMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginMutation, { data, loading, error }] = useLoginMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginMutation(baseOptions?: Apollo.MutationHookOptions<LoginMutation, LoginMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument, options);
      }
export type LoginMutationHookResult = ReturnType<typeof useLoginMutation>;
export type LoginMutationResult = Apollo.MutationResult<LoginMutation>;
export type LoginMutationOptions = Apollo.BaseMutationOptions<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export type RegisterMutationFn = Apollo.MutationFunction<RegisterMutation, RegisterMutationVariables>;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterMutation(baseOptions?: Apollo.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = Apollo.MutationResult<RegisterMutation>;
export type RegisterMutationOptions = Apollo.BaseMutationOptions<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode;
export type LogoutMutationFn = Apollo.MutationFunction<LogoutMutation, LogoutMutationVariables>;

/**
 * __useLogoutMutation__
 *
 * To run a mutation, you first call `useLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [logoutMutation, { data, loading, error }] = useLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useLogoutMutation(baseOptions?: Apollo.MutationHookOptions<LogoutMutation, LogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LogoutMutation, LogoutMutationVariables>(LogoutDocument, options);
      }
export type LogoutMutationHookResult = ReturnType<typeof useLogoutMutation>;
export type LogoutMutationResult = Apollo.MutationResult<LogoutMutation>;
export type LogoutMutationOptions = Apollo.BaseMutationOptions<LogoutMutation, LogoutMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}}]}}]} as unknown as DocumentNode;
export type UpdateProfileMutationFn = Apollo.MutationFunction<UpdateProfileMutation, UpdateProfileMutationVariables>;

/**
 * __useUpdateProfileMutation__
 *
 * To run a mutation, you first call `useUpdateProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateProfileMutation, { data, loading, error }] = useUpdateProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateProfileMutation(baseOptions?: Apollo.MutationHookOptions<UpdateProfileMutation, UpdateProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateProfileMutation, UpdateProfileMutationVariables>(UpdateProfileDocument, options);
      }
export type UpdateProfileMutationHookResult = ReturnType<typeof useUpdateProfileMutation>;
export type UpdateProfileMutationResult = Apollo.MutationResult<UpdateProfileMutation>;
export type UpdateProfileMutationOptions = Apollo.BaseMutationOptions<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode;
export type ChangePasswordMutationFn = Apollo.MutationFunction<ChangePasswordMutation, ChangePasswordMutationVariables>;

/**
 * __useChangePasswordMutation__
 *
 * To run a mutation, you first call `useChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changePasswordMutation, { data, loading, error }] = useChangePasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useChangePasswordMutation(baseOptions?: Apollo.MutationHookOptions<ChangePasswordMutation, ChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument, options);
      }
export type ChangePasswordMutationHookResult = ReturnType<typeof useChangePasswordMutation>;
export type ChangePasswordMutationResult = Apollo.MutationResult<ChangePasswordMutation>;
export type ChangePasswordMutationOptions = Apollo.BaseMutationOptions<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const AuthProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"appDomain"}},{"kind":"Field","name":{"kind":"Name","value":"loginUrl"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAuthProviderQuery__
 *
 * To run a query within a React component, call `useAuthProviderQuery` and pass it any options that fit your needs.
 * When your component renders, `useAuthProviderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAuthProviderQuery({
 *   variables: {
 *   },
 * });
 */
export function useAuthProviderQuery(baseOptions?: Apollo.QueryHookOptions<AuthProviderQuery, AuthProviderQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AuthProviderQuery, AuthProviderQueryVariables>(AuthProviderDocument, options);
      }
export function useAuthProviderLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AuthProviderQuery, AuthProviderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AuthProviderQuery, AuthProviderQueryVariables>(AuthProviderDocument, options);
        }
// @ts-ignore
export function useAuthProviderSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AuthProviderQuery, AuthProviderQueryVariables>): Apollo.UseSuspenseQueryResult<AuthProviderQuery, AuthProviderQueryVariables>;
export function useAuthProviderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuthProviderQuery, AuthProviderQueryVariables>): Apollo.UseSuspenseQueryResult<AuthProviderQuery | undefined, AuthProviderQueryVariables>;
export function useAuthProviderSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AuthProviderQuery, AuthProviderQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AuthProviderQuery, AuthProviderQueryVariables>(AuthProviderDocument, options);
        }
export type AuthProviderQueryHookResult = ReturnType<typeof useAuthProviderQuery>;
export type AuthProviderLazyQueryHookResult = ReturnType<typeof useAuthProviderLazyQuery>;
export type AuthProviderSuspenseQueryHookResult = ReturnType<typeof useAuthProviderSuspenseQuery>;
export type AuthProviderQueryResult = Apollo.QueryResult<AuthProviderQuery, AuthProviderQueryVariables>;
export const ControlMappingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ControlMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratorSettings_fields"}},{"kind":"Field","name":{"kind":"Name","value":"controlMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ControlMappings_fields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratorSettings_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratorSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"volumePercent"}},{"kind":"Field","name":{"kind":"Name","value":"visualizerTheme"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countInBars"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gapClick"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playBars"}},{"kind":"Field","name":{"kind":"Name","value":"muteBars"}}]}},{"kind":"Field","name":{"kind":"Name","value":"randomMutePercent"}},{"kind":"Field","name":{"kind":"Name","value":"randomSeed"}},{"kind":"Field","name":{"kind":"Name","value":"tempoTrainer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepBpm"}},{"kind":"Field","name":{"kind":"Name","value":"everyBars"}},{"kind":"Field","name":{"kind":"Name","value":"limitBpm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countIn"}},{"kind":"Field","name":{"kind":"Name","value":"sections"}},{"kind":"Field","name":{"kind":"Name","value":"leadInBars"}},{"kind":"Field","name":{"kind":"Name","value":"volumePercent"}},{"kind":"Field","name":{"kind":"Name","value":"speakMessages"}},{"kind":"Field","name":{"kind":"Name","value":"ownWords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"word"}},{"kind":"Field","name":{"kind":"Name","value":"soundId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ControlMappings_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ControlMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdMs"}},{"kind":"Field","name":{"kind":"Name","value":"mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"press"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useControlMappingsQuery__
 *
 * To run a query within a React component, call `useControlMappingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useControlMappingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useControlMappingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useControlMappingsQuery(baseOptions?: Apollo.QueryHookOptions<ControlMappingsQuery, ControlMappingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ControlMappingsQuery, ControlMappingsQueryVariables>(ControlMappingsDocument, options);
      }
export function useControlMappingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ControlMappingsQuery, ControlMappingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ControlMappingsQuery, ControlMappingsQueryVariables>(ControlMappingsDocument, options);
        }
// @ts-ignore
export function useControlMappingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ControlMappingsQuery, ControlMappingsQueryVariables>): Apollo.UseSuspenseQueryResult<ControlMappingsQuery, ControlMappingsQueryVariables>;
export function useControlMappingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ControlMappingsQuery, ControlMappingsQueryVariables>): Apollo.UseSuspenseQueryResult<ControlMappingsQuery | undefined, ControlMappingsQueryVariables>;
export function useControlMappingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ControlMappingsQuery, ControlMappingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ControlMappingsQuery, ControlMappingsQueryVariables>(ControlMappingsDocument, options);
        }
export type ControlMappingsQueryHookResult = ReturnType<typeof useControlMappingsQuery>;
export type ControlMappingsLazyQueryHookResult = ReturnType<typeof useControlMappingsLazyQuery>;
export type ControlMappingsSuspenseQueryHookResult = ReturnType<typeof useControlMappingsSuspenseQuery>;
export type ControlMappingsQueryResult = Apollo.QueryResult<ControlMappingsQuery, ControlMappingsQueryVariables>;
export const SaveControlMappingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveControlMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratorSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"controlMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ControlMappings_fields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ControlMappings_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ControlMappings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdMs"}},{"kind":"Field","name":{"kind":"Name","value":"mappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"press"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type SaveControlMappingsMutationFn = Apollo.MutationFunction<SaveControlMappingsMutation, SaveControlMappingsMutationVariables>;

/**
 * __useSaveControlMappingsMutation__
 *
 * To run a mutation, you first call `useSaveControlMappingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveControlMappingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveControlMappingsMutation, { data, loading, error }] = useSaveControlMappingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveControlMappingsMutation(baseOptions?: Apollo.MutationHookOptions<SaveControlMappingsMutation, SaveControlMappingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SaveControlMappingsMutation, SaveControlMappingsMutationVariables>(SaveControlMappingsDocument, options);
      }
export type SaveControlMappingsMutationHookResult = ReturnType<typeof useSaveControlMappingsMutation>;
export type SaveControlMappingsMutationResult = Apollo.MutationResult<SaveControlMappingsMutation>;
export type SaveControlMappingsMutationOptions = Apollo.BaseMutationOptions<SaveControlMappingsMutation, SaveControlMappingsMutationVariables>;
export const PlaylistLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PlaylistLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"playlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistPage_playlist"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistPage_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_track"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_break"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePlaylistLiveSubscription__
 *
 * To run a query within a React component, call `usePlaylistLiveSubscription` and pass it any options that fit your needs.
 * When your component renders, `usePlaylistLiveSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlaylistLiveSubscription({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *   },
 * });
 */
export function usePlaylistLiveSubscription(baseOptions: Apollo.SubscriptionHookOptions<PlaylistLiveSubscription, PlaylistLiveSubscriptionVariables> & ({ variables: PlaylistLiveSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<PlaylistLiveSubscription, PlaylistLiveSubscriptionVariables>(PlaylistLiveDocument, options);
      }
export type PlaylistLiveSubscriptionHookResult = ReturnType<typeof usePlaylistLiveSubscription>;
export type PlaylistLiveSubscriptionResult = Apollo.SubscriptionResult<PlaylistLiveSubscription>;
export const TrackMidiMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackMidiMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"midiMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"program"}},{"kind":"Field","name":{"kind":"Name","value":"bankMsb"}},{"kind":"Field","name":{"kind":"Name","value":"bankLsb"}},{"kind":"Field","name":{"kind":"Name","value":"controller"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useTrackMidiMessagesQuery__
 *
 * To run a query within a React component, call `useTrackMidiMessagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useTrackMidiMessagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTrackMidiMessagesQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useTrackMidiMessagesQuery(baseOptions: Apollo.QueryHookOptions<TrackMidiMessagesQuery, TrackMidiMessagesQueryVariables> & ({ variables: TrackMidiMessagesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TrackMidiMessagesQuery, TrackMidiMessagesQueryVariables>(TrackMidiMessagesDocument, options);
      }
export function useTrackMidiMessagesLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TrackMidiMessagesQuery, TrackMidiMessagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TrackMidiMessagesQuery, TrackMidiMessagesQueryVariables>(TrackMidiMessagesDocument, options);
        }
// @ts-ignore
export function useTrackMidiMessagesSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TrackMidiMessagesQuery, TrackMidiMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<TrackMidiMessagesQuery, TrackMidiMessagesQueryVariables>;
export function useTrackMidiMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TrackMidiMessagesQuery, TrackMidiMessagesQueryVariables>): Apollo.UseSuspenseQueryResult<TrackMidiMessagesQuery | undefined, TrackMidiMessagesQueryVariables>;
export function useTrackMidiMessagesSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TrackMidiMessagesQuery, TrackMidiMessagesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TrackMidiMessagesQuery, TrackMidiMessagesQueryVariables>(TrackMidiMessagesDocument, options);
        }
export type TrackMidiMessagesQueryHookResult = ReturnType<typeof useTrackMidiMessagesQuery>;
export type TrackMidiMessagesLazyQueryHookResult = ReturnType<typeof useTrackMidiMessagesLazyQuery>;
export type TrackMidiMessagesSuspenseQueryHookResult = ReturnType<typeof useTrackMidiMessagesSuspenseQuery>;
export type TrackMidiMessagesQueryResult = Apollo.QueryResult<TrackMidiMessagesQuery, TrackMidiMessagesQueryVariables>;
export const SearchSongsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSongs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSongs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSearchSongsQuery__
 *
 * To run a query within a React component, call `useSearchSongsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchSongsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchSongsQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useSearchSongsQuery(baseOptions: Apollo.QueryHookOptions<SearchSongsQuery, SearchSongsQueryVariables> & ({ variables: SearchSongsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SearchSongsQuery, SearchSongsQueryVariables>(SearchSongsDocument, options);
      }
export function useSearchSongsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SearchSongsQuery, SearchSongsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SearchSongsQuery, SearchSongsQueryVariables>(SearchSongsDocument, options);
        }
// @ts-ignore
export function useSearchSongsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SearchSongsQuery, SearchSongsQueryVariables>): Apollo.UseSuspenseQueryResult<SearchSongsQuery, SearchSongsQueryVariables>;
export function useSearchSongsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchSongsQuery, SearchSongsQueryVariables>): Apollo.UseSuspenseQueryResult<SearchSongsQuery | undefined, SearchSongsQueryVariables>;
export function useSearchSongsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SearchSongsQuery, SearchSongsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SearchSongsQuery, SearchSongsQueryVariables>(SearchSongsDocument, options);
        }
export type SearchSongsQueryHookResult = ReturnType<typeof useSearchSongsQuery>;
export type SearchSongsLazyQueryHookResult = ReturnType<typeof useSearchSongsLazyQuery>;
export type SearchSongsSuspenseQueryHookResult = ReturnType<typeof useSearchSongsSuspenseQuery>;
export type SearchSongsQueryResult = Apollo.QueryResult<SearchSongsQuery, SearchSongsQueryVariables>;
export const SongTempoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SongTempo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"artist"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"songTempo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"artist"},"value":{"kind":"Variable","name":{"kind":"Name","value":"artist"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSongTempoQuery__
 *
 * To run a query within a React component, call `useSongTempoQuery` and pass it any options that fit your needs.
 * When your component renders, `useSongTempoQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSongTempoQuery({
 *   variables: {
 *      id: // value for 'id'
 *      name: // value for 'name'
 *      artist: // value for 'artist'
 *   },
 * });
 */
export function useSongTempoQuery(baseOptions: Apollo.QueryHookOptions<SongTempoQuery, SongTempoQueryVariables> & ({ variables: SongTempoQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SongTempoQuery, SongTempoQueryVariables>(SongTempoDocument, options);
      }
export function useSongTempoLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SongTempoQuery, SongTempoQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SongTempoQuery, SongTempoQueryVariables>(SongTempoDocument, options);
        }
// @ts-ignore
export function useSongTempoSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SongTempoQuery, SongTempoQueryVariables>): Apollo.UseSuspenseQueryResult<SongTempoQuery, SongTempoQueryVariables>;
export function useSongTempoSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SongTempoQuery, SongTempoQueryVariables>): Apollo.UseSuspenseQueryResult<SongTempoQuery | undefined, SongTempoQueryVariables>;
export function useSongTempoSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SongTempoQuery, SongTempoQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SongTempoQuery, SongTempoQueryVariables>(SongTempoDocument, options);
        }
export type SongTempoQueryHookResult = ReturnType<typeof useSongTempoQuery>;
export type SongTempoLazyQueryHookResult = ReturnType<typeof useSongTempoLazyQuery>;
export type SongTempoSuspenseQueryHookResult = ReturnType<typeof useSongTempoSuspenseQuery>;
export type SongTempoQueryResult = Apollo.QueryResult<SongTempoQuery, SongTempoQueryVariables>;
export const PlaylistsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaylistsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPlaylists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistCard_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistCard_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaylistSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __usePlaylistsPageQuery__
 *
 * To run a query within a React component, call `usePlaylistsPageQuery` and pass it any options that fit your needs.
 * When your component renders, `usePlaylistsPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlaylistsPageQuery({
 *   variables: {
 *   },
 * });
 */
export function usePlaylistsPageQuery(baseOptions?: Apollo.QueryHookOptions<PlaylistsPageQuery, PlaylistsPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PlaylistsPageQuery, PlaylistsPageQueryVariables>(PlaylistsPageDocument, options);
      }
export function usePlaylistsPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PlaylistsPageQuery, PlaylistsPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PlaylistsPageQuery, PlaylistsPageQueryVariables>(PlaylistsPageDocument, options);
        }
// @ts-ignore
export function usePlaylistsPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PlaylistsPageQuery, PlaylistsPageQueryVariables>): Apollo.UseSuspenseQueryResult<PlaylistsPageQuery, PlaylistsPageQueryVariables>;
export function usePlaylistsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PlaylistsPageQuery, PlaylistsPageQueryVariables>): Apollo.UseSuspenseQueryResult<PlaylistsPageQuery | undefined, PlaylistsPageQueryVariables>;
export function usePlaylistsPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PlaylistsPageQuery, PlaylistsPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PlaylistsPageQuery, PlaylistsPageQueryVariables>(PlaylistsPageDocument, options);
        }
export type PlaylistsPageQueryHookResult = ReturnType<typeof usePlaylistsPageQuery>;
export type PlaylistsPageLazyQueryHookResult = ReturnType<typeof usePlaylistsPageLazyQuery>;
export type PlaylistsPageSuspenseQueryHookResult = ReturnType<typeof usePlaylistsPageSuspenseQuery>;
export type PlaylistsPageQueryResult = Apollo.QueryResult<PlaylistsPageQuery, PlaylistsPageQueryVariables>;
export const PlaylistsPageSharedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaylistsPageShared"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistsSharedWithMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SharedPlaylistCard_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SharedPlaylistCard_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SharedPlaylist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"sharedBy"}}]}}]} as unknown as DocumentNode;

/**
 * __usePlaylistsPageSharedQuery__
 *
 * To run a query within a React component, call `usePlaylistsPageSharedQuery` and pass it any options that fit your needs.
 * When your component renders, `usePlaylistsPageSharedQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlaylistsPageSharedQuery({
 *   variables: {
 *   },
 * });
 */
export function usePlaylistsPageSharedQuery(baseOptions?: Apollo.QueryHookOptions<PlaylistsPageSharedQuery, PlaylistsPageSharedQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PlaylistsPageSharedQuery, PlaylistsPageSharedQueryVariables>(PlaylistsPageSharedDocument, options);
      }
export function usePlaylistsPageSharedLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PlaylistsPageSharedQuery, PlaylistsPageSharedQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PlaylistsPageSharedQuery, PlaylistsPageSharedQueryVariables>(PlaylistsPageSharedDocument, options);
        }
// @ts-ignore
export function usePlaylistsPageSharedSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PlaylistsPageSharedQuery, PlaylistsPageSharedQueryVariables>): Apollo.UseSuspenseQueryResult<PlaylistsPageSharedQuery, PlaylistsPageSharedQueryVariables>;
export function usePlaylistsPageSharedSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PlaylistsPageSharedQuery, PlaylistsPageSharedQueryVariables>): Apollo.UseSuspenseQueryResult<PlaylistsPageSharedQuery | undefined, PlaylistsPageSharedQueryVariables>;
export function usePlaylistsPageSharedSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PlaylistsPageSharedQuery, PlaylistsPageSharedQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PlaylistsPageSharedQuery, PlaylistsPageSharedQueryVariables>(PlaylistsPageSharedDocument, options);
        }
export type PlaylistsPageSharedQueryHookResult = ReturnType<typeof usePlaylistsPageSharedQuery>;
export type PlaylistsPageSharedLazyQueryHookResult = ReturnType<typeof usePlaylistsPageSharedLazyQuery>;
export type PlaylistsPageSharedSuspenseQueryHookResult = ReturnType<typeof usePlaylistsPageSharedSuspenseQuery>;
export type PlaylistsPageSharedQueryResult = Apollo.QueryResult<PlaylistsPageSharedQuery, PlaylistsPageSharedQueryVariables>;
export const PlaylistPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaylistPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistPage_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistPage_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_track"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_break"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePlaylistPageQuery__
 *
 * To run a query within a React component, call `usePlaylistPageQuery` and pass it any options that fit your needs.
 * When your component renders, `usePlaylistPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePlaylistPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePlaylistPageQuery(baseOptions: Apollo.QueryHookOptions<PlaylistPageQuery, PlaylistPageQueryVariables> & ({ variables: PlaylistPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PlaylistPageQuery, PlaylistPageQueryVariables>(PlaylistPageDocument, options);
      }
export function usePlaylistPageLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PlaylistPageQuery, PlaylistPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PlaylistPageQuery, PlaylistPageQueryVariables>(PlaylistPageDocument, options);
        }
// @ts-ignore
export function usePlaylistPageSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PlaylistPageQuery, PlaylistPageQueryVariables>): Apollo.UseSuspenseQueryResult<PlaylistPageQuery, PlaylistPageQueryVariables>;
export function usePlaylistPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PlaylistPageQuery, PlaylistPageQueryVariables>): Apollo.UseSuspenseQueryResult<PlaylistPageQuery | undefined, PlaylistPageQueryVariables>;
export function usePlaylistPageSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PlaylistPageQuery, PlaylistPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PlaylistPageQuery, PlaylistPageQueryVariables>(PlaylistPageDocument, options);
        }
export type PlaylistPageQueryHookResult = ReturnType<typeof usePlaylistPageQuery>;
export type PlaylistPageLazyQueryHookResult = ReturnType<typeof usePlaylistPageLazyQuery>;
export type PlaylistPageSuspenseQueryHookResult = ReturnType<typeof usePlaylistPageSuspenseQuery>;
export type PlaylistPageQueryResult = Apollo.QueryResult<PlaylistPageQuery, PlaylistPageQueryVariables>;
export const PlaylistFormDialogCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaylistFormDialogCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaylistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;
export type PlaylistFormDialogCreateMutationFn = Apollo.MutationFunction<PlaylistFormDialogCreateMutation, PlaylistFormDialogCreateMutationVariables>;

/**
 * __usePlaylistFormDialogCreateMutation__
 *
 * To run a mutation, you first call `usePlaylistFormDialogCreateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaylistFormDialogCreateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [playlistFormDialogCreateMutation, { data, loading, error }] = usePlaylistFormDialogCreateMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePlaylistFormDialogCreateMutation(baseOptions?: Apollo.MutationHookOptions<PlaylistFormDialogCreateMutation, PlaylistFormDialogCreateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaylistFormDialogCreateMutation, PlaylistFormDialogCreateMutationVariables>(PlaylistFormDialogCreateDocument, options);
      }
export type PlaylistFormDialogCreateMutationHookResult = ReturnType<typeof usePlaylistFormDialogCreateMutation>;
export type PlaylistFormDialogCreateMutationResult = Apollo.MutationResult<PlaylistFormDialogCreateMutation>;
export type PlaylistFormDialogCreateMutationOptions = Apollo.BaseMutationOptions<PlaylistFormDialogCreateMutation, PlaylistFormDialogCreateMutationVariables>;
export const PlaylistFormDialogUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaylistFormDialogUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaylistUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode;
export type PlaylistFormDialogUpdateMutationFn = Apollo.MutationFunction<PlaylistFormDialogUpdateMutation, PlaylistFormDialogUpdateMutationVariables>;

/**
 * __usePlaylistFormDialogUpdateMutation__
 *
 * To run a mutation, you first call `usePlaylistFormDialogUpdateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaylistFormDialogUpdateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [playlistFormDialogUpdateMutation, { data, loading, error }] = usePlaylistFormDialogUpdateMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePlaylistFormDialogUpdateMutation(baseOptions?: Apollo.MutationHookOptions<PlaylistFormDialogUpdateMutation, PlaylistFormDialogUpdateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaylistFormDialogUpdateMutation, PlaylistFormDialogUpdateMutationVariables>(PlaylistFormDialogUpdateDocument, options);
      }
export type PlaylistFormDialogUpdateMutationHookResult = ReturnType<typeof usePlaylistFormDialogUpdateMutation>;
export type PlaylistFormDialogUpdateMutationResult = Apollo.MutationResult<PlaylistFormDialogUpdateMutation>;
export type PlaylistFormDialogUpdateMutationOptions = Apollo.BaseMutationOptions<PlaylistFormDialogUpdateMutation, PlaylistFormDialogUpdateMutationVariables>;
export const PlaylistsPageDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaylistsPageDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;
export type PlaylistsPageDeleteMutationFn = Apollo.MutationFunction<PlaylistsPageDeleteMutation, PlaylistsPageDeleteMutationVariables>;

/**
 * __usePlaylistsPageDeleteMutation__
 *
 * To run a mutation, you first call `usePlaylistsPageDeleteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaylistsPageDeleteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [playlistsPageDeleteMutation, { data, loading, error }] = usePlaylistsPageDeleteMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePlaylistsPageDeleteMutation(baseOptions?: Apollo.MutationHookOptions<PlaylistsPageDeleteMutation, PlaylistsPageDeleteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaylistsPageDeleteMutation, PlaylistsPageDeleteMutationVariables>(PlaylistsPageDeleteDocument, options);
      }
export type PlaylistsPageDeleteMutationHookResult = ReturnType<typeof usePlaylistsPageDeleteMutation>;
export type PlaylistsPageDeleteMutationResult = Apollo.MutationResult<PlaylistsPageDeleteMutation>;
export type PlaylistsPageDeleteMutationOptions = Apollo.BaseMutationOptions<PlaylistsPageDeleteMutation, PlaylistsPageDeleteMutationVariables>;
export const PlaylistPageRemoveTrackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaylistPageRemoveTrack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTrack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trackId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistPage_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistPage_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_track"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_break"}}]}}]}}]} as unknown as DocumentNode;
export type PlaylistPageRemoveTrackMutationFn = Apollo.MutationFunction<PlaylistPageRemoveTrackMutation, PlaylistPageRemoveTrackMutationVariables>;

/**
 * __usePlaylistPageRemoveTrackMutation__
 *
 * To run a mutation, you first call `usePlaylistPageRemoveTrackMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaylistPageRemoveTrackMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [playlistPageRemoveTrackMutation, { data, loading, error }] = usePlaylistPageRemoveTrackMutation({
 *   variables: {
 *      trackId: // value for 'trackId'
 *   },
 * });
 */
export function usePlaylistPageRemoveTrackMutation(baseOptions?: Apollo.MutationHookOptions<PlaylistPageRemoveTrackMutation, PlaylistPageRemoveTrackMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaylistPageRemoveTrackMutation, PlaylistPageRemoveTrackMutationVariables>(PlaylistPageRemoveTrackDocument, options);
      }
export type PlaylistPageRemoveTrackMutationHookResult = ReturnType<typeof usePlaylistPageRemoveTrackMutation>;
export type PlaylistPageRemoveTrackMutationResult = Apollo.MutationResult<PlaylistPageRemoveTrackMutation>;
export type PlaylistPageRemoveTrackMutationOptions = Apollo.BaseMutationOptions<PlaylistPageRemoveTrackMutation, PlaylistPageRemoveTrackMutationVariables>;
export const ShareDialogShareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareDialogShare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sharedWithUsername"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharePlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sharedWithUsername"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sharedWithUsername"}}}]}]}}]} as unknown as DocumentNode;
export type ShareDialogShareMutationFn = Apollo.MutationFunction<ShareDialogShareMutation, ShareDialogShareMutationVariables>;

/**
 * __useShareDialogShareMutation__
 *
 * To run a mutation, you first call `useShareDialogShareMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useShareDialogShareMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [shareDialogShareMutation, { data, loading, error }] = useShareDialogShareMutation({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *      sharedWithUsername: // value for 'sharedWithUsername'
 *   },
 * });
 */
export function useShareDialogShareMutation(baseOptions?: Apollo.MutationHookOptions<ShareDialogShareMutation, ShareDialogShareMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ShareDialogShareMutation, ShareDialogShareMutationVariables>(ShareDialogShareDocument, options);
      }
export type ShareDialogShareMutationHookResult = ReturnType<typeof useShareDialogShareMutation>;
export type ShareDialogShareMutationResult = Apollo.MutationResult<ShareDialogShareMutation>;
export type ShareDialogShareMutationOptions = Apollo.BaseMutationOptions<ShareDialogShareMutation, ShareDialogShareMutationVariables>;
export const PlaylistPageUnshareDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaylistPageUnshare"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsharePlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}]}}]} as unknown as DocumentNode;
export type PlaylistPageUnshareMutationFn = Apollo.MutationFunction<PlaylistPageUnshareMutation, PlaylistPageUnshareMutationVariables>;

/**
 * __usePlaylistPageUnshareMutation__
 *
 * To run a mutation, you first call `usePlaylistPageUnshareMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaylistPageUnshareMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [playlistPageUnshareMutation, { data, loading, error }] = usePlaylistPageUnshareMutation({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *      username: // value for 'username'
 *   },
 * });
 */
export function usePlaylistPageUnshareMutation(baseOptions?: Apollo.MutationHookOptions<PlaylistPageUnshareMutation, PlaylistPageUnshareMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaylistPageUnshareMutation, PlaylistPageUnshareMutationVariables>(PlaylistPageUnshareDocument, options);
      }
export type PlaylistPageUnshareMutationHookResult = ReturnType<typeof usePlaylistPageUnshareMutation>;
export type PlaylistPageUnshareMutationResult = Apollo.MutationResult<PlaylistPageUnshareMutation>;
export type PlaylistPageUnshareMutationOptions = Apollo.BaseMutationOptions<PlaylistPageUnshareMutation, PlaylistPageUnshareMutationVariables>;
export const TrackTempoDialogUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrackTempoDialogUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrackTempoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrackTempo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trackId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistPage_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistPage_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_track"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_break"}}]}}]}}]} as unknown as DocumentNode;
export type TrackTempoDialogUpdateMutationFn = Apollo.MutationFunction<TrackTempoDialogUpdateMutation, TrackTempoDialogUpdateMutationVariables>;

/**
 * __useTrackTempoDialogUpdateMutation__
 *
 * To run a mutation, you first call `useTrackTempoDialogUpdateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useTrackTempoDialogUpdateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [trackTempoDialogUpdateMutation, { data, loading, error }] = useTrackTempoDialogUpdateMutation({
 *   variables: {
 *      trackId: // value for 'trackId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useTrackTempoDialogUpdateMutation(baseOptions?: Apollo.MutationHookOptions<TrackTempoDialogUpdateMutation, TrackTempoDialogUpdateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<TrackTempoDialogUpdateMutation, TrackTempoDialogUpdateMutationVariables>(TrackTempoDialogUpdateDocument, options);
      }
export type TrackTempoDialogUpdateMutationHookResult = ReturnType<typeof useTrackTempoDialogUpdateMutation>;
export type TrackTempoDialogUpdateMutationResult = Apollo.MutationResult<TrackTempoDialogUpdateMutation>;
export type TrackTempoDialogUpdateMutationOptions = Apollo.BaseMutationOptions<TrackTempoDialogUpdateMutation, TrackTempoDialogUpdateMutationVariables>;
export const FeaturedPlaylistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeaturedPlaylists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featuredPlaylists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistCard_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistCard_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlaylistSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useFeaturedPlaylistsQuery__
 *
 * To run a query within a React component, call `useFeaturedPlaylistsQuery` and pass it any options that fit your needs.
 * When your component renders, `useFeaturedPlaylistsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFeaturedPlaylistsQuery({
 *   variables: {
 *   },
 * });
 */
export function useFeaturedPlaylistsQuery(baseOptions?: Apollo.QueryHookOptions<FeaturedPlaylistsQuery, FeaturedPlaylistsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FeaturedPlaylistsQuery, FeaturedPlaylistsQueryVariables>(FeaturedPlaylistsDocument, options);
      }
export function useFeaturedPlaylistsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FeaturedPlaylistsQuery, FeaturedPlaylistsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FeaturedPlaylistsQuery, FeaturedPlaylistsQueryVariables>(FeaturedPlaylistsDocument, options);
        }
// @ts-ignore
export function useFeaturedPlaylistsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FeaturedPlaylistsQuery, FeaturedPlaylistsQueryVariables>): Apollo.UseSuspenseQueryResult<FeaturedPlaylistsQuery, FeaturedPlaylistsQueryVariables>;
export function useFeaturedPlaylistsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FeaturedPlaylistsQuery, FeaturedPlaylistsQueryVariables>): Apollo.UseSuspenseQueryResult<FeaturedPlaylistsQuery | undefined, FeaturedPlaylistsQueryVariables>;
export function useFeaturedPlaylistsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FeaturedPlaylistsQuery, FeaturedPlaylistsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FeaturedPlaylistsQuery, FeaturedPlaylistsQueryVariables>(FeaturedPlaylistsDocument, options);
        }
export type FeaturedPlaylistsQueryHookResult = ReturnType<typeof useFeaturedPlaylistsQuery>;
export type FeaturedPlaylistsLazyQueryHookResult = ReturnType<typeof useFeaturedPlaylistsLazyQuery>;
export type FeaturedPlaylistsSuspenseQueryHookResult = ReturnType<typeof useFeaturedPlaylistsSuspenseQuery>;
export type FeaturedPlaylistsQueryResult = Apollo.QueryResult<FeaturedPlaylistsQuery, FeaturedPlaylistsQueryVariables>;
export const PlaylistPageUpdateTrackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaylistPageUpdateTrack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrackUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTrack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trackId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistPage_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistPage_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_track"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_break"}}]}}]}}]} as unknown as DocumentNode;
export type PlaylistPageUpdateTrackMutationFn = Apollo.MutationFunction<PlaylistPageUpdateTrackMutation, PlaylistPageUpdateTrackMutationVariables>;

/**
 * __usePlaylistPageUpdateTrackMutation__
 *
 * To run a mutation, you first call `usePlaylistPageUpdateTrackMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaylistPageUpdateTrackMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [playlistPageUpdateTrackMutation, { data, loading, error }] = usePlaylistPageUpdateTrackMutation({
 *   variables: {
 *      trackId: // value for 'trackId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePlaylistPageUpdateTrackMutation(baseOptions?: Apollo.MutationHookOptions<PlaylistPageUpdateTrackMutation, PlaylistPageUpdateTrackMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaylistPageUpdateTrackMutation, PlaylistPageUpdateTrackMutationVariables>(PlaylistPageUpdateTrackDocument, options);
      }
export type PlaylistPageUpdateTrackMutationHookResult = ReturnType<typeof usePlaylistPageUpdateTrackMutation>;
export type PlaylistPageUpdateTrackMutationResult = Apollo.MutationResult<PlaylistPageUpdateTrackMutation>;
export type PlaylistPageUpdateTrackMutationOptions = Apollo.BaseMutationOptions<PlaylistPageUpdateTrackMutation, PlaylistPageUpdateTrackMutationVariables>;
export const PlaylistPageDuplicateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaylistPageDuplicate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicatePlaylist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode;
export type PlaylistPageDuplicateMutationFn = Apollo.MutationFunction<PlaylistPageDuplicateMutation, PlaylistPageDuplicateMutationVariables>;

/**
 * __usePlaylistPageDuplicateMutation__
 *
 * To run a mutation, you first call `usePlaylistPageDuplicateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaylistPageDuplicateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [playlistPageDuplicateMutation, { data, loading, error }] = usePlaylistPageDuplicateMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePlaylistPageDuplicateMutation(baseOptions?: Apollo.MutationHookOptions<PlaylistPageDuplicateMutation, PlaylistPageDuplicateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaylistPageDuplicateMutation, PlaylistPageDuplicateMutationVariables>(PlaylistPageDuplicateDocument, options);
      }
export type PlaylistPageDuplicateMutationHookResult = ReturnType<typeof usePlaylistPageDuplicateMutation>;
export type PlaylistPageDuplicateMutationResult = Apollo.MutationResult<PlaylistPageDuplicateMutation>;
export type PlaylistPageDuplicateMutationOptions = Apollo.BaseMutationOptions<PlaylistPageDuplicateMutation, PlaylistPageDuplicateMutationVariables>;
export const PlaylistPageReorderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaylistPageReorder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderTracks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}},{"kind":"Argument","name":{"kind":"Name","value":"trackIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistPage_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistPage_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_track"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_break"}}]}}]}}]} as unknown as DocumentNode;
export type PlaylistPageReorderMutationFn = Apollo.MutationFunction<PlaylistPageReorderMutation, PlaylistPageReorderMutationVariables>;

/**
 * __usePlaylistPageReorderMutation__
 *
 * To run a mutation, you first call `usePlaylistPageReorderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaylistPageReorderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [playlistPageReorderMutation, { data, loading, error }] = usePlaylistPageReorderMutation({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *      trackIds: // value for 'trackIds'
 *   },
 * });
 */
export function usePlaylistPageReorderMutation(baseOptions?: Apollo.MutationHookOptions<PlaylistPageReorderMutation, PlaylistPageReorderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaylistPageReorderMutation, PlaylistPageReorderMutationVariables>(PlaylistPageReorderDocument, options);
      }
export type PlaylistPageReorderMutationHookResult = ReturnType<typeof usePlaylistPageReorderMutation>;
export type PlaylistPageReorderMutationResult = Apollo.MutationResult<PlaylistPageReorderMutation>;
export type PlaylistPageReorderMutationOptions = Apollo.BaseMutationOptions<PlaylistPageReorderMutation, PlaylistPageReorderMutationVariables>;
export const PlaylistPageAddSetBreakDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaylistPageAddSetBreak"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreakInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSetBreak"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistPage_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistPage_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_track"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_break"}}]}}]}}]} as unknown as DocumentNode;
export type PlaylistPageAddSetBreakMutationFn = Apollo.MutationFunction<PlaylistPageAddSetBreakMutation, PlaylistPageAddSetBreakMutationVariables>;

/**
 * __usePlaylistPageAddSetBreakMutation__
 *
 * To run a mutation, you first call `usePlaylistPageAddSetBreakMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaylistPageAddSetBreakMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [playlistPageAddSetBreakMutation, { data, loading, error }] = usePlaylistPageAddSetBreakMutation({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePlaylistPageAddSetBreakMutation(baseOptions?: Apollo.MutationHookOptions<PlaylistPageAddSetBreakMutation, PlaylistPageAddSetBreakMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaylistPageAddSetBreakMutation, PlaylistPageAddSetBreakMutationVariables>(PlaylistPageAddSetBreakDocument, options);
      }
export type PlaylistPageAddSetBreakMutationHookResult = ReturnType<typeof usePlaylistPageAddSetBreakMutation>;
export type PlaylistPageAddSetBreakMutationResult = Apollo.MutationResult<PlaylistPageAddSetBreakMutation>;
export type PlaylistPageAddSetBreakMutationOptions = Apollo.BaseMutationOptions<PlaylistPageAddSetBreakMutation, PlaylistPageAddSetBreakMutationVariables>;
export const PlaylistPageRenameSetBreakDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaylistPageRenameSetBreak"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"breakId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreakUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameSetBreak"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"breakId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"breakId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistPage_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistPage_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_track"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_break"}}]}}]}}]} as unknown as DocumentNode;
export type PlaylistPageRenameSetBreakMutationFn = Apollo.MutationFunction<PlaylistPageRenameSetBreakMutation, PlaylistPageRenameSetBreakMutationVariables>;

/**
 * __usePlaylistPageRenameSetBreakMutation__
 *
 * To run a mutation, you first call `usePlaylistPageRenameSetBreakMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaylistPageRenameSetBreakMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [playlistPageRenameSetBreakMutation, { data, loading, error }] = usePlaylistPageRenameSetBreakMutation({
 *   variables: {
 *      breakId: // value for 'breakId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePlaylistPageRenameSetBreakMutation(baseOptions?: Apollo.MutationHookOptions<PlaylistPageRenameSetBreakMutation, PlaylistPageRenameSetBreakMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaylistPageRenameSetBreakMutation, PlaylistPageRenameSetBreakMutationVariables>(PlaylistPageRenameSetBreakDocument, options);
      }
export type PlaylistPageRenameSetBreakMutationHookResult = ReturnType<typeof usePlaylistPageRenameSetBreakMutation>;
export type PlaylistPageRenameSetBreakMutationResult = Apollo.MutationResult<PlaylistPageRenameSetBreakMutation>;
export type PlaylistPageRenameSetBreakMutationOptions = Apollo.BaseMutationOptions<PlaylistPageRenameSetBreakMutation, PlaylistPageRenameSetBreakMutationVariables>;
export const PlaylistPageRemoveSetBreakDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaylistPageRemoveSetBreak"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"breakId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSetBreak"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"breakId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"breakId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaylistPage_playlist"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_track"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Track"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"bpmSource"}},{"kind":"Field","name":{"kind":"Name","value":"albumArt"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"lengthSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"afterSong"}},{"kind":"Field","name":{"kind":"Name","value":"afterSongGap"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"spokenCues"}},{"kind":"Field","name":{"kind":"Name","value":"ownSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"countIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackList_break"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SetBreak"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaylistPage_playlist"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Playlist"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_track"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breaks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackList_break"}}]}}]}}]} as unknown as DocumentNode;
export type PlaylistPageRemoveSetBreakMutationFn = Apollo.MutationFunction<PlaylistPageRemoveSetBreakMutation, PlaylistPageRemoveSetBreakMutationVariables>;

/**
 * __usePlaylistPageRemoveSetBreakMutation__
 *
 * To run a mutation, you first call `usePlaylistPageRemoveSetBreakMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePlaylistPageRemoveSetBreakMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [playlistPageRemoveSetBreakMutation, { data, loading, error }] = usePlaylistPageRemoveSetBreakMutation({
 *   variables: {
 *      breakId: // value for 'breakId'
 *   },
 * });
 */
export function usePlaylistPageRemoveSetBreakMutation(baseOptions?: Apollo.MutationHookOptions<PlaylistPageRemoveSetBreakMutation, PlaylistPageRemoveSetBreakMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PlaylistPageRemoveSetBreakMutation, PlaylistPageRemoveSetBreakMutationVariables>(PlaylistPageRemoveSetBreakDocument, options);
      }
export type PlaylistPageRemoveSetBreakMutationHookResult = ReturnType<typeof usePlaylistPageRemoveSetBreakMutation>;
export type PlaylistPageRemoveSetBreakMutationResult = Apollo.MutationResult<PlaylistPageRemoveSetBreakMutation>;
export type PlaylistPageRemoveSetBreakMutationOptions = Apollo.BaseMutationOptions<PlaylistPageRemoveSetBreakMutation, PlaylistPageRemoveSetBreakMutationVariables>;
export const CopyTrackDialogCopyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyTrackDialogCopy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"trackId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyTrack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"trackId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"trackId"}}},{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode;
export type CopyTrackDialogCopyMutationFn = Apollo.MutationFunction<CopyTrackDialogCopyMutation, CopyTrackDialogCopyMutationVariables>;

/**
 * __useCopyTrackDialogCopyMutation__
 *
 * To run a mutation, you first call `useCopyTrackDialogCopyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCopyTrackDialogCopyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [copyTrackDialogCopyMutation, { data, loading, error }] = useCopyTrackDialogCopyMutation({
 *   variables: {
 *      trackId: // value for 'trackId'
 *      playlistId: // value for 'playlistId'
 *   },
 * });
 */
export function useCopyTrackDialogCopyMutation(baseOptions?: Apollo.MutationHookOptions<CopyTrackDialogCopyMutation, CopyTrackDialogCopyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<CopyTrackDialogCopyMutation, CopyTrackDialogCopyMutationVariables>(CopyTrackDialogCopyDocument, options);
      }
export type CopyTrackDialogCopyMutationHookResult = ReturnType<typeof useCopyTrackDialogCopyMutation>;
export type CopyTrackDialogCopyMutationResult = Apollo.MutationResult<CopyTrackDialogCopyMutation>;
export type CopyTrackDialogCopyMutationOptions = Apollo.BaseMutationOptions<CopyTrackDialogCopyMutation, CopyTrackDialogCopyMutationVariables>;
export const UserProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"playlists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUserProfileQuery__
 *
 * To run a query within a React component, call `useUserProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserProfileQuery({
 *   variables: {
 *      username: // value for 'username'
 *   },
 * });
 */
export function useUserProfileQuery(baseOptions: Apollo.QueryHookOptions<UserProfileQuery, UserProfileQueryVariables> & ({ variables: UserProfileQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<UserProfileQuery, UserProfileQueryVariables>(UserProfileDocument, options);
      }
export function useUserProfileLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<UserProfileQuery, UserProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<UserProfileQuery, UserProfileQueryVariables>(UserProfileDocument, options);
        }
// @ts-ignore
export function useUserProfileSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<UserProfileQuery, UserProfileQueryVariables>): Apollo.UseSuspenseQueryResult<UserProfileQuery, UserProfileQueryVariables>;
export function useUserProfileSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserProfileQuery, UserProfileQueryVariables>): Apollo.UseSuspenseQueryResult<UserProfileQuery | undefined, UserProfileQueryVariables>;
export function useUserProfileSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<UserProfileQuery, UserProfileQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<UserProfileQuery, UserProfileQueryVariables>(UserProfileDocument, options);
        }
export type UserProfileQueryHookResult = ReturnType<typeof useUserProfileQuery>;
export type UserProfileLazyQueryHookResult = ReturnType<typeof useUserProfileLazyQuery>;
export type UserProfileSuspenseQueryHookResult = ReturnType<typeof useUserProfileSuspenseQuery>;
export type UserProfileQueryResult = Apollo.QueryResult<UserProfileQuery, UserProfileQueryVariables>;
export const UpdateUserProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublicProfile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublicProfile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"playlists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"trackCount"}}]}}]}}]} as unknown as DocumentNode;
export type UpdateUserProfileMutationFn = Apollo.MutationFunction<UpdateUserProfileMutation, UpdateUserProfileMutationVariables>;

/**
 * __useUpdateUserProfileMutation__
 *
 * To run a mutation, you first call `useUpdateUserProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateUserProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateUserProfileMutation, { data, loading, error }] = useUpdateUserProfileMutation({
 *   variables: {
 *      username: // value for 'username'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateUserProfileMutation(baseOptions?: Apollo.MutationHookOptions<UpdateUserProfileMutation, UpdateUserProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<UpdateUserProfileMutation, UpdateUserProfileMutationVariables>(UpdateUserProfileDocument, options);
      }
export type UpdateUserProfileMutationHookResult = ReturnType<typeof useUpdateUserProfileMutation>;
export type UpdateUserProfileMutationResult = Apollo.MutationResult<UpdateUserProfileMutation>;
export type UpdateUserProfileMutationOptions = Apollo.BaseMutationOptions<UpdateUserProfileMutation, UpdateUserProfileMutationVariables>;
export const RehearsalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Rehearsal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deviceName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rehearsal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deviceName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deviceName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RehearsalRoom_fields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RehearsalRoom_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RehearsalRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderUsername"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackId"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopsAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"syncErrorMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadRequestUsername"}},{"kind":"Field","name":{"kind":"Name","value":"anyoneMayLead"}},{"kind":"Field","name":{"kind":"Name","value":"namedLeaders"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromUsername"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"onDownbeat"}},{"kind":"Field","name":{"kind":"Name","value":"showFrom"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRehearsalSubscription__
 *
 * To run a query within a React component, call `useRehearsalSubscription` and pass it any options that fit your needs.
 * When your component renders, `useRehearsalSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRehearsalSubscription({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *      deviceName: // value for 'deviceName'
 *   },
 * });
 */
export function useRehearsalSubscription(baseOptions: Apollo.SubscriptionHookOptions<RehearsalSubscription, RehearsalSubscriptionVariables> & ({ variables: RehearsalSubscriptionVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useSubscription<RehearsalSubscription, RehearsalSubscriptionVariables>(RehearsalDocument, options);
      }
export type RehearsalSubscriptionHookResult = ReturnType<typeof useRehearsalSubscription>;
export type RehearsalSubscriptionResult = Apollo.SubscriptionResult<RehearsalSubscription>;
export const LeadRehearsalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeadRehearsal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadRehearsal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RehearsalRoom_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RehearsalRoom_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RehearsalRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderUsername"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackId"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopsAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"syncErrorMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadRequestUsername"}},{"kind":"Field","name":{"kind":"Name","value":"anyoneMayLead"}},{"kind":"Field","name":{"kind":"Name","value":"namedLeaders"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromUsername"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"onDownbeat"}},{"kind":"Field","name":{"kind":"Name","value":"showFrom"}}]}}]}}]} as unknown as DocumentNode;
export type LeadRehearsalMutationFn = Apollo.MutationFunction<LeadRehearsalMutation, LeadRehearsalMutationVariables>;

/**
 * __useLeadRehearsalMutation__
 *
 * To run a mutation, you first call `useLeadRehearsalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLeadRehearsalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [leadRehearsalMutation, { data, loading, error }] = useLeadRehearsalMutation({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *   },
 * });
 */
export function useLeadRehearsalMutation(baseOptions?: Apollo.MutationHookOptions<LeadRehearsalMutation, LeadRehearsalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LeadRehearsalMutation, LeadRehearsalMutationVariables>(LeadRehearsalDocument, options);
      }
export type LeadRehearsalMutationHookResult = ReturnType<typeof useLeadRehearsalMutation>;
export type LeadRehearsalMutationResult = Apollo.MutationResult<LeadRehearsalMutation>;
export type LeadRehearsalMutationOptions = Apollo.BaseMutationOptions<LeadRehearsalMutation, LeadRehearsalMutationVariables>;
export const AnswerRehearsalLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerRehearsalLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerRehearsalLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RehearsalRoom_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RehearsalRoom_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RehearsalRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderUsername"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackId"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopsAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"syncErrorMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadRequestUsername"}},{"kind":"Field","name":{"kind":"Name","value":"anyoneMayLead"}},{"kind":"Field","name":{"kind":"Name","value":"namedLeaders"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromUsername"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"onDownbeat"}},{"kind":"Field","name":{"kind":"Name","value":"showFrom"}}]}}]}}]} as unknown as DocumentNode;
export type AnswerRehearsalLeadMutationFn = Apollo.MutationFunction<AnswerRehearsalLeadMutation, AnswerRehearsalLeadMutationVariables>;

/**
 * __useAnswerRehearsalLeadMutation__
 *
 * To run a mutation, you first call `useAnswerRehearsalLeadMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAnswerRehearsalLeadMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [answerRehearsalLeadMutation, { data, loading, error }] = useAnswerRehearsalLeadMutation({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *      accept: // value for 'accept'
 *   },
 * });
 */
export function useAnswerRehearsalLeadMutation(baseOptions?: Apollo.MutationHookOptions<AnswerRehearsalLeadMutation, AnswerRehearsalLeadMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AnswerRehearsalLeadMutation, AnswerRehearsalLeadMutationVariables>(AnswerRehearsalLeadDocument, options);
      }
export type AnswerRehearsalLeadMutationHookResult = ReturnType<typeof useAnswerRehearsalLeadMutation>;
export type AnswerRehearsalLeadMutationResult = Apollo.MutationResult<AnswerRehearsalLeadMutation>;
export type AnswerRehearsalLeadMutationOptions = Apollo.BaseMutationOptions<AnswerRehearsalLeadMutation, AnswerRehearsalLeadMutationVariables>;
export const SetRehearsalLeadersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRehearsalLeaders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RehearsalLeadersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRehearsalLeaders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RehearsalRoom_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RehearsalRoom_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RehearsalRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderUsername"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackId"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopsAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"syncErrorMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadRequestUsername"}},{"kind":"Field","name":{"kind":"Name","value":"anyoneMayLead"}},{"kind":"Field","name":{"kind":"Name","value":"namedLeaders"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromUsername"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"onDownbeat"}},{"kind":"Field","name":{"kind":"Name","value":"showFrom"}}]}}]}}]} as unknown as DocumentNode;
export type SetRehearsalLeadersMutationFn = Apollo.MutationFunction<SetRehearsalLeadersMutation, SetRehearsalLeadersMutationVariables>;

/**
 * __useSetRehearsalLeadersMutation__
 *
 * To run a mutation, you first call `useSetRehearsalLeadersMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetRehearsalLeadersMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setRehearsalLeadersMutation, { data, loading, error }] = useSetRehearsalLeadersMutation({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSetRehearsalLeadersMutation(baseOptions?: Apollo.MutationHookOptions<SetRehearsalLeadersMutation, SetRehearsalLeadersMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetRehearsalLeadersMutation, SetRehearsalLeadersMutationVariables>(SetRehearsalLeadersDocument, options);
      }
export type SetRehearsalLeadersMutationHookResult = ReturnType<typeof useSetRehearsalLeadersMutation>;
export type SetRehearsalLeadersMutationResult = Apollo.MutationResult<SetRehearsalLeadersMutation>;
export type SetRehearsalLeadersMutationOptions = Apollo.BaseMutationOptions<SetRehearsalLeadersMutation, SetRehearsalLeadersMutationVariables>;
export const StartRehearsalTrackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartRehearsalTrack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RehearsalStartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startRehearsalTrack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RehearsalRoom_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RehearsalRoom_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RehearsalRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderUsername"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackId"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopsAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"syncErrorMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadRequestUsername"}},{"kind":"Field","name":{"kind":"Name","value":"anyoneMayLead"}},{"kind":"Field","name":{"kind":"Name","value":"namedLeaders"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromUsername"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"onDownbeat"}},{"kind":"Field","name":{"kind":"Name","value":"showFrom"}}]}}]}}]} as unknown as DocumentNode;
export type StartRehearsalTrackMutationFn = Apollo.MutationFunction<StartRehearsalTrackMutation, StartRehearsalTrackMutationVariables>;

/**
 * __useStartRehearsalTrackMutation__
 *
 * To run a mutation, you first call `useStartRehearsalTrackMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStartRehearsalTrackMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [startRehearsalTrackMutation, { data, loading, error }] = useStartRehearsalTrackMutation({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useStartRehearsalTrackMutation(baseOptions?: Apollo.MutationHookOptions<StartRehearsalTrackMutation, StartRehearsalTrackMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<StartRehearsalTrackMutation, StartRehearsalTrackMutationVariables>(StartRehearsalTrackDocument, options);
      }
export type StartRehearsalTrackMutationHookResult = ReturnType<typeof useStartRehearsalTrackMutation>;
export type StartRehearsalTrackMutationResult = Apollo.MutationResult<StartRehearsalTrackMutation>;
export type StartRehearsalTrackMutationOptions = Apollo.BaseMutationOptions<StartRehearsalTrackMutation, StartRehearsalTrackMutationVariables>;
export const StopRehearsalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopRehearsal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopRehearsal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RehearsalRoom_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RehearsalRoom_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RehearsalRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderUsername"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackId"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopsAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"syncErrorMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadRequestUsername"}},{"kind":"Field","name":{"kind":"Name","value":"anyoneMayLead"}},{"kind":"Field","name":{"kind":"Name","value":"namedLeaders"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromUsername"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"onDownbeat"}},{"kind":"Field","name":{"kind":"Name","value":"showFrom"}}]}}]}}]} as unknown as DocumentNode;
export type StopRehearsalMutationFn = Apollo.MutationFunction<StopRehearsalMutation, StopRehearsalMutationVariables>;

/**
 * __useStopRehearsalMutation__
 *
 * To run a mutation, you first call `useStopRehearsalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStopRehearsalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [stopRehearsalMutation, { data, loading, error }] = useStopRehearsalMutation({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *   },
 * });
 */
export function useStopRehearsalMutation(baseOptions?: Apollo.MutationHookOptions<StopRehearsalMutation, StopRehearsalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<StopRehearsalMutation, StopRehearsalMutationVariables>(StopRehearsalDocument, options);
      }
export type StopRehearsalMutationHookResult = ReturnType<typeof useStopRehearsalMutation>;
export type StopRehearsalMutationResult = Apollo.MutationResult<StopRehearsalMutation>;
export type StopRehearsalMutationOptions = Apollo.BaseMutationOptions<StopRehearsalMutation, StopRehearsalMutationVariables>;
export const SendRehearsalMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendRehearsalMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RehearsalMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendRehearsalMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"playlistId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"playlistId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RehearsalRoom_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RehearsalRoom_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RehearsalRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playlistId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"leaderUsername"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"trackId"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"stopsAt"}},{"kind":"Field","name":{"kind":"Name","value":"leadTimeMs"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"deviceName"}},{"kind":"Field","name":{"kind":"Name","value":"isLeader"}},{"kind":"Field","name":{"kind":"Name","value":"syncErrorMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leadRequestUsername"}},{"kind":"Field","name":{"kind":"Name","value":"anyoneMayLead"}},{"kind":"Field","name":{"kind":"Name","value":"namedLeaders"}},{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"fromUsername"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"onDownbeat"}},{"kind":"Field","name":{"kind":"Name","value":"showFrom"}}]}}]}}]} as unknown as DocumentNode;
export type SendRehearsalMessageMutationFn = Apollo.MutationFunction<SendRehearsalMessageMutation, SendRehearsalMessageMutationVariables>;

/**
 * __useSendRehearsalMessageMutation__
 *
 * To run a mutation, you first call `useSendRehearsalMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendRehearsalMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendRehearsalMessageMutation, { data, loading, error }] = useSendRehearsalMessageMutation({
 *   variables: {
 *      playlistId: // value for 'playlistId'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSendRehearsalMessageMutation(baseOptions?: Apollo.MutationHookOptions<SendRehearsalMessageMutation, SendRehearsalMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SendRehearsalMessageMutation, SendRehearsalMessageMutationVariables>(SendRehearsalMessageDocument, options);
      }
export type SendRehearsalMessageMutationHookResult = ReturnType<typeof useSendRehearsalMessageMutation>;
export type SendRehearsalMessageMutationResult = Apollo.MutationResult<SendRehearsalMessageMutation>;
export type SendRehearsalMessageMutationOptions = Apollo.BaseMutationOptions<SendRehearsalMessageMutation, SendRehearsalMessageMutationVariables>;
export const ReportRehearsalSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportRehearsalSync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"errorMs"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportRehearsalSync"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"errorMs"},"value":{"kind":"Variable","name":{"kind":"Name","value":"errorMs"}}}]}]}}]} as unknown as DocumentNode;
export type ReportRehearsalSyncMutationFn = Apollo.MutationFunction<ReportRehearsalSyncMutation, ReportRehearsalSyncMutationVariables>;

/**
 * __useReportRehearsalSyncMutation__
 *
 * To run a mutation, you first call `useReportRehearsalSyncMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReportRehearsalSyncMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reportRehearsalSyncMutation, { data, loading, error }] = useReportRehearsalSyncMutation({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      errorMs: // value for 'errorMs'
 *   },
 * });
 */
export function useReportRehearsalSyncMutation(baseOptions?: Apollo.MutationHookOptions<ReportRehearsalSyncMutation, ReportRehearsalSyncMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ReportRehearsalSyncMutation, ReportRehearsalSyncMutationVariables>(ReportRehearsalSyncDocument, options);
      }
export type ReportRehearsalSyncMutationHookResult = ReturnType<typeof useReportRehearsalSyncMutation>;
export type ReportRehearsalSyncMutationResult = Apollo.MutationResult<ReportRehearsalSyncMutation>;
export type ReportRehearsalSyncMutationOptions = Apollo.BaseMutationOptions<ReportRehearsalSyncMutation, ReportRehearsalSyncMutationVariables>;
export const GeneratorSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GeneratorSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratorSettings_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratorSettings_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratorSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"volumePercent"}},{"kind":"Field","name":{"kind":"Name","value":"visualizerTheme"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countInBars"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gapClick"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playBars"}},{"kind":"Field","name":{"kind":"Name","value":"muteBars"}}]}},{"kind":"Field","name":{"kind":"Name","value":"randomMutePercent"}},{"kind":"Field","name":{"kind":"Name","value":"randomSeed"}},{"kind":"Field","name":{"kind":"Name","value":"tempoTrainer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepBpm"}},{"kind":"Field","name":{"kind":"Name","value":"everyBars"}},{"kind":"Field","name":{"kind":"Name","value":"limitBpm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countIn"}},{"kind":"Field","name":{"kind":"Name","value":"sections"}},{"kind":"Field","name":{"kind":"Name","value":"leadInBars"}},{"kind":"Field","name":{"kind":"Name","value":"volumePercent"}},{"kind":"Field","name":{"kind":"Name","value":"speakMessages"}},{"kind":"Field","name":{"kind":"Name","value":"ownWords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"word"}},{"kind":"Field","name":{"kind":"Name","value":"soundId"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useGeneratorSettingsQuery__
 *
 * To run a query within a React component, call `useGeneratorSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGeneratorSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGeneratorSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useGeneratorSettingsQuery(baseOptions?: Apollo.QueryHookOptions<GeneratorSettingsQuery, GeneratorSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GeneratorSettingsQuery, GeneratorSettingsQueryVariables>(GeneratorSettingsDocument, options);
      }
export function useGeneratorSettingsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GeneratorSettingsQuery, GeneratorSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GeneratorSettingsQuery, GeneratorSettingsQueryVariables>(GeneratorSettingsDocument, options);
        }
// @ts-ignore
export function useGeneratorSettingsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GeneratorSettingsQuery, GeneratorSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<GeneratorSettingsQuery, GeneratorSettingsQueryVariables>;
export function useGeneratorSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GeneratorSettingsQuery, GeneratorSettingsQueryVariables>): Apollo.UseSuspenseQueryResult<GeneratorSettingsQuery | undefined, GeneratorSettingsQueryVariables>;
export function useGeneratorSettingsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GeneratorSettingsQuery, GeneratorSettingsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GeneratorSettingsQuery, GeneratorSettingsQueryVariables>(GeneratorSettingsDocument, options);
        }
export type GeneratorSettingsQueryHookResult = ReturnType<typeof useGeneratorSettingsQuery>;
export type GeneratorSettingsLazyQueryHookResult = ReturnType<typeof useGeneratorSettingsLazyQuery>;
export type GeneratorSettingsSuspenseQueryHookResult = ReturnType<typeof useGeneratorSettingsSuspenseQuery>;
export type GeneratorSettingsQueryResult = Apollo.QueryResult<GeneratorSettingsQuery, GeneratorSettingsQueryVariables>;
export const SaveGeneratorSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveGeneratorSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratorSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GeneratorSettings_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BarPattern_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BarPattern"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeSignature"}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"accents"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}},{"kind":"Field","name":{"kind":"Name","value":"swingPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tempoUnit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Rhythm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rhythm"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}},{"kind":"Field","name":{"kind":"Name","value":"levelSounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"normal"}},{"kind":"Field","name":{"kind":"Name","value":"soft"}},{"kind":"Field","name":{"kind":"Name","value":"subdivision"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bars"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"endBpm"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BarPattern_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GeneratorSettings_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GeneratorSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"soundType"}},{"kind":"Field","name":{"kind":"Name","value":"countInSoundType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"countInBeats"}},{"kind":"Field","name":{"kind":"Name","value":"volumePercent"}},{"kind":"Field","name":{"kind":"Name","value":"visualizerTheme"}},{"kind":"Field","name":{"kind":"Name","value":"rhythm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Rhythm_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countInBars"}},{"kind":"Field","name":{"kind":"Name","value":"practice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gapClick"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playBars"}},{"kind":"Field","name":{"kind":"Name","value":"muteBars"}}]}},{"kind":"Field","name":{"kind":"Name","value":"randomMutePercent"}},{"kind":"Field","name":{"kind":"Name","value":"randomSeed"}},{"kind":"Field","name":{"kind":"Name","value":"tempoTrainer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepBpm"}},{"kind":"Field","name":{"kind":"Name","value":"everyBars"}},{"kind":"Field","name":{"kind":"Name","value":"limitBpm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countIn"}},{"kind":"Field","name":{"kind":"Name","value":"sections"}},{"kind":"Field","name":{"kind":"Name","value":"leadInBars"}},{"kind":"Field","name":{"kind":"Name","value":"volumePercent"}},{"kind":"Field","name":{"kind":"Name","value":"speakMessages"}},{"kind":"Field","name":{"kind":"Name","value":"ownWords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"word"}},{"kind":"Field","name":{"kind":"Name","value":"soundId"}}]}}]}}]}}]} as unknown as DocumentNode;
export type SaveGeneratorSettingsMutationFn = Apollo.MutationFunction<SaveGeneratorSettingsMutation, SaveGeneratorSettingsMutationVariables>;

/**
 * __useSaveGeneratorSettingsMutation__
 *
 * To run a mutation, you first call `useSaveGeneratorSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSaveGeneratorSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [saveGeneratorSettingsMutation, { data, loading, error }] = useSaveGeneratorSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSaveGeneratorSettingsMutation(baseOptions?: Apollo.MutationHookOptions<SaveGeneratorSettingsMutation, SaveGeneratorSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SaveGeneratorSettingsMutation, SaveGeneratorSettingsMutationVariables>(SaveGeneratorSettingsDocument, options);
      }
export type SaveGeneratorSettingsMutationHookResult = ReturnType<typeof useSaveGeneratorSettingsMutation>;
export type SaveGeneratorSettingsMutationResult = Apollo.MutationResult<SaveGeneratorSettingsMutation>;
export type SaveGeneratorSettingsMutationOptions = Apollo.BaseMutationOptions<SaveGeneratorSettingsMutation, SaveGeneratorSettingsMutationVariables>;
export const MySoundsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserSoundRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserSoundRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserSound"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMySoundsQuery__
 *
 * To run a query within a React component, call `useMySoundsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMySoundsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMySoundsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMySoundsQuery(baseOptions?: Apollo.QueryHookOptions<MySoundsQuery, MySoundsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<MySoundsQuery, MySoundsQueryVariables>(MySoundsDocument, options);
      }
export function useMySoundsLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<MySoundsQuery, MySoundsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<MySoundsQuery, MySoundsQueryVariables>(MySoundsDocument, options);
        }
// @ts-ignore
export function useMySoundsSuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<MySoundsQuery, MySoundsQueryVariables>): Apollo.UseSuspenseQueryResult<MySoundsQuery, MySoundsQueryVariables>;
export function useMySoundsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MySoundsQuery, MySoundsQueryVariables>): Apollo.UseSuspenseQueryResult<MySoundsQuery | undefined, MySoundsQueryVariables>;
export function useMySoundsSuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<MySoundsQuery, MySoundsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<MySoundsQuery, MySoundsQueryVariables>(MySoundsDocument, options);
        }
export type MySoundsQueryHookResult = ReturnType<typeof useMySoundsQuery>;
export type MySoundsLazyQueryHookResult = ReturnType<typeof useMySoundsLazyQuery>;
export type MySoundsSuspenseQueryHookResult = ReturnType<typeof useMySoundsSuspenseQuery>;
export type MySoundsQueryResult = Apollo.QueryResult<MySoundsQuery, MySoundsQueryVariables>;
export const DeleteSoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode;
export type DeleteSoundMutationFn = Apollo.MutationFunction<DeleteSoundMutation, DeleteSoundMutationVariables>;

/**
 * __useDeleteSoundMutation__
 *
 * To run a mutation, you first call `useDeleteSoundMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteSoundMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteSoundMutation, { data, loading, error }] = useDeleteSoundMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteSoundMutation(baseOptions?: Apollo.MutationHookOptions<DeleteSoundMutation, DeleteSoundMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<DeleteSoundMutation, DeleteSoundMutationVariables>(DeleteSoundDocument, options);
      }
export type DeleteSoundMutationHookResult = ReturnType<typeof useDeleteSoundMutation>;
export type DeleteSoundMutationResult = Apollo.MutationResult<DeleteSoundMutation>;
export type DeleteSoundMutationOptions = Apollo.BaseMutationOptions<DeleteSoundMutation, DeleteSoundMutationVariables>;