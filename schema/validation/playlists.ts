import { number, object, string, type InferType } from 'yup';
import {
  ALBUM_ART_URL_MAX_LENGTH,
  BPM_MAX,
  BPM_MIN,
  DEFAULT_TRACK_ARTIST,
  PLAYLIST_DESCRIPTION_MAX_LENGTH,
  PLAYLIST_NAME_MAX_LENGTH,
  TRACK_ARTIST_MAX_LENGTH,
  TRACK_EXTERNAL_ID_MAX_LENGTH,
  TRACK_NAME_MAX_LENGTH,
} from '../limits';
import { messages } from './messages';

/** Where a track's bpm came from (DESIGN.md §4). */
export const BPM_SOURCES = ['lookup', 'estimate', 'tap', 'manual'] as const;

const description = string()
  .trim()
  .max(PLAYLIST_DESCRIPTION_MAX_LENGTH, messages.playlistDescriptionMax)
  .transform((value: string | undefined | null) => (value ? value : null))
  .nullable()
  .optional();

function playlistFields(nameRequiredMessage: string) {
  return {
    name: string().trim().required(nameRequiredMessage).max(PLAYLIST_NAME_MAX_LENGTH, messages.playlistNameMax),
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
  name: string().trim().min(1, messages.playlistNameRequired).max(PLAYLIST_NAME_MAX_LENGTH, messages.playlistNameMax).optional(),
  description,
});
export type PlaylistUpdateInput = InferType<typeof playlistUpdateSchema>;

const bpm = number()
  .typeError(messages.bpmRange)
  .required(messages.bpmRange)
  .integer(messages.bpmRange)
  .min(BPM_MIN, messages.bpmRange)
  .max(BPM_MAX, messages.bpmRange);

/** POST /api/playlists/{id}/tracks, `addTrack`: a custom track, or a search song with its id and art. */
export const trackSchema = object({
  name: string().trim().required(messages.trackNameRequired).max(TRACK_NAME_MAX_LENGTH, messages.trackNameMax),
  artist: string()
    .trim()
    .max(TRACK_ARTIST_MAX_LENGTH, messages.trackArtistMax)
    .transform((value: string | undefined | null) => (value ? value : DEFAULT_TRACK_ARTIST))
    .default(DEFAULT_TRACK_ARTIST),
  bpm,
  id: string().trim().max(TRACK_EXTERNAL_ID_MAX_LENGTH, messages.trackIdMax).nullable().optional(),
  albumArt: string()
    .trim()
    .max(ALBUM_ART_URL_MAX_LENGTH, messages.albumArtUrl)
    .matches(/^https?:\/\/\S+$/, { message: messages.albumArtUrl, excludeEmptyString: true })
    .nullable()
    .optional(),
  bpmSource: string()
    .oneOf(BPM_SOURCES, messages.bpmSource)
    .transform((value: string | undefined | null) => value || 'manual')
    .default('manual'),
});
export type TrackInput = InferType<typeof trackSchema>;

/** POST /api/playlists/{id}/share, `sharePlaylist`, and the Share dialog. */
export const shareSchema = object({
  sharedWithUsername: string().trim().required(messages.shareUsernameRequired),
});
export type ShareInput = InferType<typeof shareSchema>;
