import { object, string, type InferType } from 'yup';
import {
  SONG_SEARCH_MAX_LENGTH,
  SONG_SEARCH_MIN_LENGTH,
  TRACK_ARTIST_MAX_LENGTH,
  TRACK_EXTERNAL_ID_MAX_LENGTH,
  TRACK_NAME_MAX_LENGTH,
} from '../limits';
import { messages } from './messages';

/** GET /api/music/search?q=, `searchSongs(query)`, and the search box: the trimmed query, 3–200 characters. */
export const songSearchSchema = object({
  query: string()
    .label('Search')
    .trim()
    .required(messages.songSearchMin)
    .min(SONG_SEARCH_MIN_LENGTH, messages.songSearchMin)
    .max(SONG_SEARCH_MAX_LENGTH, messages.songSearchMax),
});
export type SongSearchInput = InferType<typeof songSearchSchema>;

/** GET /api/music/bpm?id=&name=&artist=, `songTempo(id, name, artist)`: a search song to find the tempo of. */
export const songTempoSchema = object({
  id: string()
    .label('Song id')
    .trim()
    .required(messages.songIdRequired)
    .max(TRACK_EXTERNAL_ID_MAX_LENGTH, messages.trackIdMax),
  name: string()
    .label('Song name')
    .trim()
    .required(messages.songNameRequired)
    .max(TRACK_NAME_MAX_LENGTH, messages.trackNameMax),
  artist: string().label('Artist').trim().max(TRACK_ARTIST_MAX_LENGTH, messages.trackArtistMax).default(''),
});
export type SongTempoInput = InferType<typeof songTempoSchema>;
