import {
  API_TOKEN_SCOPES,
  BPM_MAX,
  BPM_MIN,
  BPM_SOURCES,
  COUNT_IN_BEATS_MAX,
  COUNT_IN_BEATS_MIN,
  TRACK_KEY_PATTERN,
  TRACK_LENGTH_SECONDS_MAX,
  TRACK_LENGTH_SECONDS_MIN,
  SOUND_TYPES,
  SET_BREAK_NAME_MAX_LENGTH,
  TRACK_NOTES_MAX_LENGTH,
} from '../../schema/limits';
import { ERROR_STATUS } from '../errors/appErrors';
import type { GraphQLViewName } from './graphqlViews';

// The JSON Schemas (2020-12, as OpenAPI 3.1 uses) of the views the REST door answers with that are
// not derived from a GraphQL type (graphqlViews.ts), each declared once and named; operations point
// at them by name. Inputs are not here: the document
// converts the shared yup schemas (schema/validation). The schemas are closed
// (additionalProperties: false), so server/openapi/openapi.api.test.ts notices an undocumented field.

type Schema = Record<string, unknown>;


const uuid: Schema = { type: 'string', format: 'uuid' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const text = (description: string, extra: Schema = {}): Schema => ({ type: 'string', description, ...extra });
const nullableText = (description: string, extra: Schema = {}): Schema => ({ type: ['string', 'null'], description, ...extra });
const bpm: Schema = { type: 'integer', minimum: BPM_MIN, maximum: BPM_MAX, description: `Tempo in beats per minute (${BPM_MIN}-${BPM_MAX}).` };

function closed(description: string, properties: Record<string, Schema>, optional: string[] = []): Schema {
  return { type: 'object', description, properties, required: Object.keys(properties).filter((key) => !optional.includes(key)), additionalProperties: false };
}

const playlistSummaryProperties = {
  id: uuid,
  name: text('Name.'),
  description: nullableText('Description; null when empty.'),
  trackCount: { type: 'integer', minimum: 0, description: 'Number of tracks.' },
  createdAt: dateTime,
};

const userProperties = {
  id: uuid,
  username: text('Unique username.'),
  email: text('Email address.'),
  displayName: nullableText('Display name; null when not set.'),
  phoneNumber: nullableText('Phone number: null unless the viewer is the user, an admin, or someone the user shares a playlist with.'),
  bio: nullableText('A few words about the musician.'),
  profileImageUrl: nullableText('URL of the photo; null when there is none.'),
};

const apiTokenProperties = {
  id: uuid,
  name: text('The name its owner gave it.'),
  scope: { type: 'string', enum: API_TOKEN_SCOPES, description: "'read' (GET and queries only) or 'write'." },
  prefix: text("The token's first characters, to tell tokens apart."),
  createdAt: dateTime,
  expiresAt: { type: ['string', 'null'], format: 'date-time', description: 'When it stops working; null for never.' },
  lastUsedAt: { type: ['string', 'null'], format: 'date-time', description: 'Last use (to the minute); null if never.' },
};

/** Every view of the REST door, by the name the document gives it. */
export const viewSchemas = {
  Error: {
    type: 'object',
    description: 'Every refusal and fault: a message to show, a stable code, and the field messages of a validation error.',
    properties: {
      message: text('What went wrong, in words a user can read.'),
      code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
      fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field name → message (VALIDATION_ERROR, CONFLICT).' },
      requestId: text('Quote it when reporting a fault (INTERNAL only).'),
    },
    required: ['message', 'code'],
    additionalProperties: false,
  },
  Success: closed('The change was made.', { success: { const: true } }),
  PublicProfile: closed("A user's public profile.", {
    ...userProperties,
    canEdit: { type: 'boolean', description: 'The viewer is the owner or an admin.' },
    hasPhoneNumber: { type: 'boolean', description: 'The user has a phone number, even when phoneNumber is null because the viewer may not see it.' },
    playlists: { type: 'array', items: { $ref: '#/components/schemas/PlaylistSummary' }, description: "The user's playlists the viewer can open." },
  }),
  PlaylistSummary: closed('A playlist without its tracks.', playlistSummaryProperties),
  Track: closed('A song in a playlist.', {
    id: uuid,
    position: { type: 'integer', minimum: 0 },
    name: text('Song name.'),
    artist: text('Artist.'),
    bpm,
    albumArt: nullableText('Album art URL.'),
    externalId: nullableText('Music-search song id, when the song came from search.'),
    bpmSource: { type: 'string', enum: BPM_SOURCES, description: 'Where the tempo came from.' },
    notes: text(`Notes shown on stage (at most ${TRACK_NOTES_MAX_LENGTH} characters); empty when none.`),
    countInBeats: {
      type: ['integer', 'null'],
      minimum: COUNT_IN_BEATS_MIN,
      maximum: COUNT_IN_BEATS_MAX,
      description: "This song's count-in beats; null plays the user's setting.",
    },
    soundType: { type: ['string', 'null'], enum: [...SOUND_TYPES, null], description: "This song's click sound; null plays the user's setting." },
    countInSoundType: { type: ['string', 'null'], enum: [...SOUND_TYPES, null], description: "This song's count-in sound; null plays the user's setting." },
    lengthSeconds: {
      type: ['integer', 'null'],
      minimum: TRACK_LENGTH_SECONDS_MIN,
      maximum: TRACK_LENGTH_SECONDS_MAX,
      description: 'How long the song plays on stage, in a rehearsal room and in the tempo trainer, in seconds; null plays until stopped (or for its song map).',
    },
    key: nullableText("The song's key: a note A-G, then # or b, then m if minor ('F#m', 'Bb', 'C', 'Ebm'); null when not given.", { pattern: TRACK_KEY_PATTERN }),
    rhythm: { anyOf: [{ $ref: '#/components/schemas/Rhythm' }, { type: 'null' }], description: 'Meter, accents, subdivision and song map; null plays a steady 4/4.' },
  }),
  SetBreak: closed("A named divider between songs ('Set 2'); not a track.", {
    id: uuid,
    position: { type: 'integer', minimum: 0 },
    name: text(`Its name, not empty, at most ${SET_BREAK_NAME_MAX_LENGTH} characters.`),
  }),
  Playlist: closed('A playlist with its tracks, as the viewer may see it.', {
    ...playlistSummaryProperties,
    updatedAt: dateTime,
    ownerUsername: nullableText("Owner's username; null for a system playlist."),
    canEdit: { type: 'boolean' },
    tracks: { type: 'array', items: { $ref: '#/components/schemas/Track' } },
    breaks: { type: 'array', items: { $ref: '#/components/schemas/SetBreak' }, description: 'Named set breaks between the songs; their positions are in the tracks\' sequence.' },
    sharedWith: { type: ['array', 'null'], items: { type: 'string' }, description: 'Usernames it is shared with (owner and admins only; else null).' },
  }),
  SharedPlaylist: closed('A playlist someone shared with the viewer.', {
    ...playlistSummaryProperties,
    updatedAt: dateTime,
    ownerUsername: nullableText("Owner's username."),
    sharedBy: text('Who shared it.'),
  }),
  AdminPlaylist: closed('A playlist in the admin dashboard.', {
    id: uuid,
    name: text('Name.'),
    userId: { type: ['string', 'null'], format: 'uuid', description: "Owner's id; null for a system playlist." },
    ownerUsername: nullableText("Owner's username; null for a system playlist."),
    description: nullableText('Description.'),
    trackCount: { type: 'integer', minimum: 0 },
    createdAt: dateTime,
  }),
  Song: closed('A search result.', { id: text('Song id (for the tempo lookup and for adding it).'), name: text('Title.'), artist: text('Artist.'), albumArt: nullableText('Album art URL.'), bpm: { type: ['integer', 'null'], description: 'Tempo when already known.' } }),
  SongTempo: closed("A song's tempo and where it came from.", {
    bpm,
    bpmSource: { type: 'string', enum: BPM_SOURCES },
    provider: nullableText('The music service of a lookup.'),
    albumArt: nullableText('Album art URL.'),
  }),
  CsvCheck: closed('What a CSV dry run found.', {
    rows: { type: 'integer', minimum: 0, description: 'Rows under the header.' },
    errors: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['row', 'message'], properties: { row: { type: 'integer', minimum: 1 }, message: { type: 'string' } } },
      description: 'Each bad row (counted from 1 under the header) and what is wrong with it.',
    },
  }),
  ServerTime: closed('The room clock now.', { serverTime: { type: 'number', description: 'Epoch milliseconds, fractional.' } }),
  ApiToken: closed('A personal API token (never the token itself).', apiTokenProperties),
  CreatedApiToken: closed('A new token: the only answer that carries the token.', { ...apiTokenProperties, token: text('The token (miq_…): send it as Authorization: Bearer <token>.') }),
  ProviderInfo: {
    type: 'object',
    description: 'The identity provider of this server, if any.',
    properties: { enabled: { type: 'boolean' }, name: text('Shown on the button.'), appDomain: nullableText('Host names containing it show the button.'), loginUrl: text('Where the browser goes to sign in.') },
    required: ['enabled'],
    additionalProperties: false,
  },
  LinkedProvider: closed('An identity-provider account linked to the user.', { issuer: text('The provider.'), linkedAt: dateTime }),
  ProfileImageUploaded: closed('The new photo.', { profileImageUrl: text('Its URL.') }),
  PlaylistSaved: closed('The change was made; the playlist as it is now.', { success: { const: true }, playlist: { $ref: '#/components/schemas/Playlist' } }),
  PlaylistShared: closed('The playlist is shared.', { success: { const: true }, sharedWith: text('The username it is now shared with.') }),
} satisfies Record<string, Schema>;

/** The name of a view: declared here, or derived from the GraphQL type of that name (graphqlViews.ts). */
export type ViewName = keyof typeof viewSchemas | GraphQLViewName;

/** A reference to a view in the document. */
export const viewRef = (name: ViewName): Schema => ({ $ref: `#/components/schemas/${name}` });
