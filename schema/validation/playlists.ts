import { array, boolean, object, string, type InferType, type TestContext } from 'yup';
import type { RhythmInput } from '../rhythm';
import {
  ALBUM_ART_URL_MAX_LENGTH,
  BPM_MAX,
  BPM_MIN,
  BPM_SOURCES,
  COUNT_IN_BEATS_MAX,
  COUNT_IN_BEATS_MIN,
  TRACK_KEY_REGEX,
  TRACK_LENGTH_SECONDS_MAX,
  TRACK_LENGTH_SECONDS_MIN,
  DEFAULT_BPM_SOURCE,
  DEFAULT_TRACK_ARTIST,
  PLAYLIST_DESCRIPTION_MAX_LENGTH,
  PLAYLIST_NAME_MAX_LENGTH,
  PLAYLIST_BREAKS_MAX,
  PLAYLIST_TRACKS_MAX,
  SET_BREAK_NAME_MAX_LENGTH,
  TRACK_ARTIST_MAX_LENGTH,
  TRACK_EXTERNAL_ID_MAX_LENGTH,
  TRACK_NAME_MAX_LENGTH,
  TRACK_NOTES_MAX_LENGTH,
  USER_BPM_SOURCES,
} from '../limits';
import { afterSongField, afterSongFits, afterSongGapField } from './afterSong';
import { messages } from './messages';
import { rhythmPulseProblem, rhythmSchema } from './rhythm';
import { rhythmMessages } from './rhythmMessages';
import { trackOwnSoundsField } from './trackOwnSounds';
import { midiMessagesField } from './midiMessages';
import { optionalSoundSchema } from './sound';
import { wholeNumber } from './wholeNumber';

/** A track's rhythm: left out, null (a steady 4/4), or a whole rhythm. */
const trackRhythm = () => rhythmSchema.label('Rhythm').nullable().optional().default(undefined);

/** An object's tempo and rhythm together: the pulse they make must be one the click plays cleanly. */
function pulseFits(this: TestContext, value: { bpm?: number | null; rhythm?: RhythmInput | null } | undefined) {
  const problem = value ? rhythmPulseProblem([value.bpm], value.rhythm) : null;
  return problem ? this.createError({ path: 'rhythm', message: problem }) : true;
}

/** An absolute http(s) URL that a browser (and the WHATWG URL parser) accepts. */
function isHttpUrl(value: string | null | undefined): boolean {
  if (!value) return true;
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  return URL.canParse(value);
}

const description = string()
  .label('Description')
  .trim()
  .max(PLAYLIST_DESCRIPTION_MAX_LENGTH, messages.playlistDescriptionMax)
  .transform((value: string | undefined | null) => (value ? value : null))
  .nullable()
  .optional();

function playlistFields(nameRequiredMessage: string) {
  return {
    name: string()
      .label('Playlist name')
      .trim()
      .required(nameRequiredMessage)
      .max(PLAYLIST_NAME_MAX_LENGTH, messages.playlistNameMax),
    description,
  };
}

/** POST /api/playlists, `createPlaylist` (the service's wording). */
export const playlistSchema = object(playlistFields(messages.playlistNameRequired));
export type PlaylistInput = InferType<typeof playlistSchema>;

/** The create/edit playlist dialogs (SPEC.md §5: 'Please enter a playlist name' in the user flow). */
export const playlistFormSchema = object(playlistFields(messages.playlistNameRequiredForm));

/** PUT /api/playlists/{id}, `updatePlaylist`: only the fields given change. */
export const playlistUpdateSchema = object({
  name: string()
    .label('Playlist name')
    .trim()
    .min(1, messages.playlistNameRequired)
    .max(PLAYLIST_NAME_MAX_LENGTH, messages.playlistNameMax)
    .optional(),
  description,
});
export type PlaylistUpdateInput = InferType<typeof playlistUpdateSchema>;

const bpm = wholeNumber('BPM', BPM_MIN, BPM_MAX, messages.bpmRange).required(messages.bpmRange);

/** POST /api/playlists/{id}/tracks, `addTrack`: a custom track, or a search song with its id and art. */
export const trackSchema = object({
  name: string()
    .label('Track name')
    .trim()
    .required(messages.trackNameRequired)
    .max(TRACK_NAME_MAX_LENGTH, messages.trackNameMax),
  artist: string()
    .label('Artist')
    .trim()
    .max(TRACK_ARTIST_MAX_LENGTH, messages.trackArtistMax)
    .transform((value: string | undefined | null) => (value ? value : DEFAULT_TRACK_ARTIST))
    .default(DEFAULT_TRACK_ARTIST),
  bpm,
  id: string().label('Song id').trim().max(TRACK_EXTERNAL_ID_MAX_LENGTH, messages.trackIdMax).nullable().optional(),
  albumArt: string()
    .label('Album art')
    .trim()
    .max(ALBUM_ART_URL_MAX_LENGTH, messages.albumArtUrl)
    .test('http-url', messages.albumArtUrl, isHttpUrl)
    .nullable()
    .optional(),
  bpmSource: string()
    .label('BPM source')
    .oneOf(BPM_SOURCES, messages.bpmSource)
    .transform((value: string | undefined | null) => value || DEFAULT_BPM_SOURCE)
    .default(DEFAULT_BPM_SOURCE),
  rhythm: trackRhythm(),
}).test('pulse', rhythmMessages.pulseTooFast, pulseFits);
export type TrackInput = InferType<typeof trackSchema>;

/** PATCH /api/tracks/{trackId}, `updateTrackTempo`: a tempo the user typed, tapped or detected. */
export const trackTempoSchema = object({
  bpm,
  bpmSource: string()
    .label('BPM source')
    .oneOf(USER_BPM_SOURCES, messages.userBpmSource)
    .transform((value: string | undefined | null) => value || DEFAULT_BPM_SOURCE)
    .default(DEFAULT_BPM_SOURCE),
});
export type TrackTempoInput = InferType<typeof trackTempoSchema>;

/** A song's length in whole seconds (shared by PATCH /api/tracks/{id} and the CSV import). */
export const trackLengthSeconds = wholeNumber(
  'Length',
  TRACK_LENGTH_SECONDS_MIN,
  TRACK_LENGTH_SECONDS_MAX,
  messages.trackLengthRange,
);

/** A song's key such as 'F#m' or 'Bb' (shared by PATCH /api/tracks/{id} and the CSV import). */
export const trackKey = string()
  .label('Key')
  .typeError(messages.trackKey)
  .trim()
  .matches(TRACK_KEY_REGEX, messages.trackKey);

/** A track's notes (shared by PATCH /api/tracks/{id} and the CSV import). */
export const trackNotes = string().label('Notes').trim().max(TRACK_NOTES_MAX_LENGTH, messages.trackNotesMax);

/**
 * PATCH /api/tracks/{id}, `updateTrack`: only the fields given change — the name, artist and notes
 * shown on stage, the tempo with where it came from (a source needs its tempo), and the song's own
 * count-in beats and sounds (null: the user's settings). At least one must be given.
 */
export const trackUpdateSchema = object({
  name: string()
    .label('Track name')
    .trim()
    .min(1, messages.trackNameRequired)
    .max(TRACK_NAME_MAX_LENGTH, messages.trackNameMax)
    .optional(),
  artist: string().label('Artist').trim().max(TRACK_ARTIST_MAX_LENGTH, messages.trackArtistMax).optional(),
  notes: trackNotes.optional(),
  // A tempo's source says where that tempo came from: it comes with the tempo.
  bpm: bpm
    .optional()
    .default(undefined)
    .when('bpmSource', ([source], schema) => (source === undefined ? schema : schema.required(messages.bpmRange))),
  bpmSource: string().label('BPM source').oneOf(USER_BPM_SOURCES, messages.userBpmSource).optional(),
  countInBeats: wholeNumber('Count-in beats', COUNT_IN_BEATS_MIN, COUNT_IN_BEATS_MAX, messages.countInBeatsRange)
    .nullable()
    .optional(),
  // A track's own sounds: null plays the user's setting.
  soundType: optionalSoundSchema('Sound'),
  countInSoundType: optionalSoundSchema('Count-in sound'),
  lengthSeconds: trackLengthSeconds.nullable().optional(),
  key: trackKey.nullable().optional(),
  afterSong: afterSongField.optional(),
  afterSongGap: afterSongGapField.optional(),
  rhythm: trackRhythm(),
  // Whether the song speaks the user's cues (on unless turned off).
  spokenCues: boolean().label('Spoken cues').typeError(messages.spokenCues).optional(),
  ownSounds: trackOwnSoundsField,
  midiMessages: midiMessagesField,
})
  .test('after-song', afterSongFits)
  .test('some-field', messages.trackUpdateEmpty, (value) =>
    Object.values(value ?? {}).some((field) => field !== undefined),
  )
  .test('pulse', rhythmMessages.pulseTooFast, pulseFits);
export type TrackUpdateInput = InferType<typeof trackUpdateSchema>;

/**
 * PUT /api/playlists/{id}/tracks/order, `reorderTracks`: every track id of the playlist, once, in
 * the new order — with its set breaks' ids among them, where each break goes.
 */
export const trackOrderSchema = object({
  trackIds: array(string().label('Track id').required(messages.trackOrder))
    .label('Track ids')
    .required(messages.trackOrder)
    .max(PLAYLIST_TRACKS_MAX + PLAYLIST_BREAKS_MAX, messages.trackOrder)
    .test('each-once', messages.trackOrder, (ids) => new Set(ids).size === (ids ?? []).length),
});
export type TrackOrderInput = InferType<typeof trackOrderSchema>;

/** POST /api/tracks/{trackId}/copy, `copyTrack`: the playlist to copy the track into (an id: refused at any length unless it names one). */
export const trackCopySchema = object({
  playlistId: string()
    .label('Playlist')
    .typeError(messages.trackCopyPlaylist)
    .trim()
    .required(messages.trackCopyPlaylist)
    .max(100, messages.trackCopyPlaylist),
});
export type TrackCopyInput = InferType<typeof trackCopySchema>;

/** A set break's name ('Set 2', 'Encore'): 1 to {@link SET_BREAK_NAME_MAX_LENGTH} characters after trimming. */
export const setBreakName = string()
  .label('Set break name')
  .typeError(messages.setBreakNameRequired)
  .trim()
  .required(messages.setBreakNameRequired)
  .max(SET_BREAK_NAME_MAX_LENGTH, messages.setBreakNameMax);

/** POST /api/playlists/{id}/breaks, `addSetBreak`: its name, and the track or break it follows (left out: at the end). */
export const setBreakSchema = object({
  name: setBreakName,
  afterId: string().label('After').trim().max(100, messages.setBreakAfter).nullable().optional(),
});
export type SetBreakInput = InferType<typeof setBreakSchema>;

/** PATCH /api/breaks/{breakId}, `renameSetBreak`: the break's new name. */
export const setBreakUpdateSchema = object({ name: setBreakName });
export type SetBreakUpdateInput = InferType<typeof setBreakUpdateSchema>;

/** POST /api/playlists/{id}/share, `sharePlaylist`, and the Share dialog. */
export const shareSchema = object({
  sharedWithUsername: string().label('Username').trim().required(messages.shareUsernameRequired),
});
export type ShareInput = InferType<typeof shareSchema>;

/** DELETE /api/playlists/{id}/share/{username}, `unsharePlaylist`: the user by username or id. */
export const unshareSchema = object({
  usernameOrId: string().label('Username').trim().required(messages.usernameOrIdRequired),
});
export type UnshareInput = InferType<typeof unshareSchema>;
