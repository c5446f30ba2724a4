import { LockMode } from '@mikro-orm/core';
import { isUuid } from '../../schema/ids';
import { USER_SOUNDS_MAX_COUNT, USER_SOUNDS_MAX_TOTAL_BYTES } from '../../schema/limits';
import { messages, userSoundSchema } from '../../schema/validation';
import { User, UserSound } from '../entities';
import { Conflict, NotFound } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { prepareSound } from './sounds/prepareSound';
import { canHearSound, dropSoundFromTracks } from './trackOwnSounds';
import { validateInput } from './validate';
import { dropOwnCueWordSound } from './cueOwnWords';

const SOUND_NOT_FOUND = 'Sound not found';

/** A sound as its owner sees it in the list. */
export interface UserSoundView {
  id: string;
  name: string;
  durationMs: number;
  createdAt: Date;
}

function viewOf(sound: UserSound): UserSoundView {
  return { id: sound.id, name: sound.name, durationMs: sound.durationMs, createdAt: sound.createdAt };
}

/**
 * Stores `upload` (raw bytes, already within the upload limit) as one of the viewer's sounds under
 * the name of `fields`: validated, prepared (services/sounds: WAV, MP3 or Ogg Vorbis by its bytes,
 * trimmed to its onset, normalised), then counted against the per-user quota under the owner's row
 * lock, so two uploads at once cannot pass it together. Nothing is stored when any step refuses.
 */
export async function uploadSound(ctx: RequestContext, fields: unknown, upload: Buffer): Promise<UserSoundView> {
  const viewer = requireViewer(ctx.viewer);
  const { name } = validateInput(userSoundSchema, fields);
  const prepared = await prepareSound(upload);
  return ctx.em.transactional(async (em) => {
    await em.findOneOrFail(User, { id: viewer.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const kept = await em.find(UserSound, { user: viewer.id }, { fields: ['byteLength'] });
    if (kept.length >= USER_SOUNDS_MAX_COUNT) throw new Conflict(messages.soundsTooMany);
    const keptBytes = kept.reduce((sum, sound) => sum + sound.byteLength, 0);
    if (keptBytes + prepared.wav.length > USER_SOUNDS_MAX_TOTAL_BYTES) throw new Conflict(messages.soundsTooManyBytes);
    const sound = em.create(UserSound, {
      user: viewer.id,
      name,
      durationMs: prepared.durationMs,
      byteLength: prepared.wav.length,
      bytes: prepared.wav,
    });
    await em.flush();
    return viewOf(sound);
  });
}

/** The viewer's sounds, oldest first (the order they were added in). */
export async function listSounds(ctx: RequestContext): Promise<UserSoundView[]> {
  const viewer = requireViewer(ctx.viewer);
  const sounds = await ctx.em.find(UserSound, { user: viewer.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return sounds.map(viewOf);
}

/**
 * The audio of a sound (WAV) for its owner and for anyone who can read a playlist with a track that
 * plays it (bandmates hear the owner's sound); 404 for everyone else, as for one that does not exist.
 */
export async function readSoundAudio(ctx: RequestContext, soundId: string): Promise<Buffer> {
  const viewer = requireViewer(ctx.viewer);
  if (!isUuid(soundId) || !(await canHearSound(ctx.em, viewer, soundId))) throw new NotFound(SOUND_NOT_FOUND);
  const sound = await ctx.em.findOne(UserSound, { id: soundId }, { populate: ['bytes'] });
  if (!sound) throw new NotFound(SOUND_NOT_FOUND);
  return sound.bytes;
}

/** Deletes one of the viewer's sounds, and takes it off the tracks that play it and the cue words said with it (they go back to the built-in click and voice); 404 for anyone else's. */
export async function deleteSound(ctx: RequestContext, soundId: string): Promise<void> {
  const viewer = requireViewer(ctx.viewer);
  if (!isUuid(soundId)) throw new NotFound(SOUND_NOT_FOUND);
  await ctx.em.transactional(async (em) => {
    const deleted = await em.nativeDelete(UserSound, { id: soundId, user: viewer.id });
    if (deleted === 0) throw new NotFound(SOUND_NOT_FOUND);
    await dropSoundFromTracks(em, soundId);
    await dropOwnCueWordSound(em, viewer.id, soundId);
  });
}
