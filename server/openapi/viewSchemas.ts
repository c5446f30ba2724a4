import { ERROR_STATUS } from '../errors/appErrors';
import type { GraphQLViewName } from './graphqlViews';

// The JSON Schemas (2020-12, as OpenAPI 3.1 uses) of the views the REST door alone answers with
// (errors, small acknowledgements); the views with a GraphQL twin are derived from it
// (graphqlViews.ts). Operations point at views by name. Inputs are not here: the document converts
// the shared yup schemas (schema/validation). The schemas are closed (additionalProperties:
// false), so server/openapi/openapi.api.test.ts notices an undocumented field.

type Schema = Record<string, unknown>;

const text = (description: string, extra: Schema = {}): Schema => ({ type: 'string', description, ...extra });
const nullableText = (description: string, extra: Schema = {}): Schema => ({
  type: ['string', 'null'],
  description,
  ...extra,
});

function closed(description: string, properties: Record<string, Schema>): Schema {
  return { type: 'object', description, properties, required: Object.keys(properties), additionalProperties: false };
}

/** The views of the REST door alone, by the name the document gives them. */
export const viewSchemas = {
  Error: {
    type: 'object',
    description:
      'Every refusal and fault: a message to show, a stable code, and the field messages of a validation error.',
    properties: {
      message: text('What went wrong, in words a user can read.'),
      code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
      fields: {
        type: 'object',
        additionalProperties: { type: 'string' },
        description: 'Field name → message (VALIDATION_ERROR, CONFLICT).',
      },
      requestId: text('Quote it when reporting a fault (INTERNAL only).'),
    },
    required: ['message', 'code'],
    additionalProperties: false,
  },
  Success: closed('The change was made.', { success: { const: true } }),
  CsvCheck: closed('What a CSV dry run found.', {
    rows: { type: 'integer', minimum: 0, description: 'Rows under the header.' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['row', 'message'],
        properties: { row: { type: 'integer', minimum: 1 }, message: { type: 'string' } },
      },
      description: 'Each bad row (counted from 1 under the header) and what is wrong with it.',
    },
  }),
  ChartCheck: closed('What a chart dry run read.', {
    songs: {
      type: 'array',
      description: 'Each song as read, counted from 1 in the body.',
      items: closed('One song as read.', {
        song: { type: 'integer', minimum: 1 },
        format: { type: 'string', enum: ['chordpro', 'onsong'] },
        title: nullableText('Its title.'),
        artist: nullableText('Its artist.'),
        key: nullableText('Its key, as written.'),
        bpm: { type: ['integer', 'null'], description: 'Its tempo when it is a whole number.' },
        timeSignature: nullableText('Its meter, as written.'),
        lengthSeconds: { type: ['integer', 'null'], description: 'Its duration in seconds.' },
        sections: {
          type: 'array',
          description: 'The song map a tempo or meter change inside the song makes; empty otherwise.',
          items: closed('One section.', {
            name: text('Its name.'),
            bars: { type: 'integer', minimum: 1 },
            bpm: { type: ['integer', 'null'] },
            timeSignature: nullableText('Its meter.'),
          }),
        },
      }),
    },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['song', 'message'],
        properties: { song: { type: 'integer', minimum: 1 }, message: { type: 'string' } },
      },
      description: 'Each bad song and what is wrong with it.',
    },
  }),
  MidiCheck: closed('What a MIDI tempo map dry run read.', {
    track: closed('The track it would add.', {
      title: text('Its title: the file\'s first track name, or "Imported tempo map".'),
      bpm: { type: 'integer', description: 'The first tempo.' },
      timeSignature: text('The first meter.'),
      sections: {
        type: 'array',
        description: 'The song map read from the file; empty for one steady tempo and meter without markers.',
        items: closed('One section.', {
          name: text('Its marker, or "Section N".'),
          bars: { type: 'integer', minimum: 1 },
          bpm: { type: 'integer' },
          endBpm: { type: ['integer', 'null'], description: 'Where a ramp ends; null for a steady tempo.' },
          timeSignature: text('Its meter.'),
          tempoUnit: { type: 'string', enum: ['note', 'quarter', 'dotted', 'group'] },
        }),
      },
    }),
    errors: {
      type: 'array',
      items: { type: 'string' },
      description: 'Why it would not be added (already in the set list).',
    },
  }),
  ServerTime: closed('The room clock now.', {
    serverTime: { type: 'number', description: 'Epoch milliseconds, fractional.' },
  }),
  ProviderInfo: {
    type: 'object',
    description: 'The identity provider of this server, if any.',
    properties: {
      enabled: { type: 'boolean' },
      name: text('Shown on the button.'),
      appDomain: nullableText('Host names containing it show the button.'),
      loginUrl: text('Where the browser goes to sign in.'),
    },
    required: ['enabled'],
    additionalProperties: false,
  },
  ProfileImageUploaded: closed('The new photo.', { profileImageUrl: text('Its URL.') }),
  PlaylistSaved: closed('The change was made; the playlist as it is now.', {
    success: { const: true },
    playlist: { $ref: '#/components/schemas/Playlist' },
  }),
  PlaylistShared: closed('The playlist is shared.', {
    success: { const: true },
    sharedWith: text('The username it is now shared with.'),
  }),
} satisfies Record<string, Schema>;

/** The name of a view: declared here, or derived from the GraphQL type of that name (graphqlViews.ts). */
export type ViewName = keyof typeof viewSchemas | GraphQLViewName;

/** A reference to a view in the document. */
export const viewRef = (name: ViewName): Schema => ({ $ref: `#/components/schemas/${name}` });
