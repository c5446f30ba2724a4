import {
  USER_SOUND_MAX_BYTES,
  USER_SOUND_MAX_MS,
  USER_SOUND_NAME_MAX_LENGTH,
  USER_SOUNDS_MAX_COUNT,
  USER_SOUNDS_MAX_TOTAL_BYTES,
} from '../../../schema/limits';
import { messages } from '../../../schema/validation';
import { ValidationError } from '../../errors/appErrors';
import { readMultipart } from '../../http/singleFileUpload';
import { requireCurrentUser } from '../../services/accounts';
import * as userSounds from '../../services/userSounds';
import { restTable, type RestOperation, type TableDefaults } from './restOperation';
import { sendStoredFile, storedFileOutput } from './servedFile';

const DEFAULTS: TableDefaults = { tag: 'Sounds', who: 'user', pathParams: { id: 'Sound id.' } };
const MEGABYTE = 1024 * 1024;

/** /api/sounds: the signed-in user's own sounds, thin over services/userSounds. */
export const soundOperations: RestOperation[] = restTable(DEFAULTS, {
  sounds: {
    route: 'GET /api/sounds',
    summary: 'Your sounds',
    output: { description: 'Oldest first.', view: ['UserSound'] },
    handle: ({ ctx }) => userSounds.listSounds(ctx),
  },
  uploadSound: {
    route: 'POST /api/sounds',
    summary: 'Upload a sound',
    description:
      `WAV (PCM or float), MP3 or Ogg Vorbis by its bytes, at most ${USER_SOUND_MAX_BYTES / MEGABYTE} MB and ${USER_SOUND_MAX_MS / 1000} s; ` +
      'mixed down to mono, the silence before its onset cut, peak-normalised to −1 dBFS and stored as 16-bit WAV. ' +
      `At most ${USER_SOUNDS_MAX_COUNT} sounds and ${USER_SOUNDS_MAX_TOTAL_BYTES / MEGABYTE} MB of them per user (409 beyond). Uploads are REST only.`,
    upload: {
      field: 'sound',
      description: 'The audio file.',
      fields: { name: `Its name (at most ${USER_SOUND_NAME_MAX_LENGTH} characters).` },
    },
    output: { status: 201, description: 'The stored sound.', view: 'UserSound' },
    errors: [409, 413, 415],
    handle: async ({ ctx, req, res }) => {
      requireCurrentUser(ctx);
      const { fields, file } = await readMultipart(req, res, {
        field: 'sound',
        maxBytes: USER_SOUND_MAX_BYTES,
        tooLargeMessage: messages.soundTooLarge,
        missingMessage: messages.soundMissing,
      });
      if (!file) throw new ValidationError(messages.soundMissing, { sound: messages.soundMissing });
      if (!file.bytes.length) throw new ValidationError(messages.soundEmpty, { sound: messages.soundEmpty });
      return userSounds.uploadSound(ctx, fields, file.bytes);
    },
  },
  sound: {
    route: 'GET /api/sounds/:id',
    summary: 'The audio of one of your sounds',
    output: storedFileOutput(
      'audio/wav',
      'The sound as 16-bit PCM mono WAV (cached: a sound never changes, a new upload has a new id).',
    ),
    handle: async ({ ctx, params, res }) => {
      sendStoredFile(res, 'audio/wav', await userSounds.readSoundAudio(ctx, params.id!));
    },
  },
  deleteSound: {
    route: 'DELETE /api/sounds/:id',
    summary: 'Delete one of your sounds',
    output: { status: 204, description: 'Deleted.' },
    handle: ({ ctx, params }) => userSounds.deleteSound(ctx, params.id!),
  },
});
