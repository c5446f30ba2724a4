import type { EntityManager } from '@mikro-orm/postgresql';
import type { OwnCueWord } from '../../schema/cues';
import { cueMessages } from '../../schema/validation';
import { UserSettings, UserSound } from '../entities';
import { ValidationError } from '../errors/appErrors';

/**
 * Refuses own cue words whose sound is not one of `userId`'s own sounds (someone else's, or
 * deleted): a word is said with a sound only its owner can fetch.
 */
export async function checkOwnCueWords(
  em: EntityManager,
  userId: string,
  ownWords: readonly OwnCueWord[] | null | undefined,
): Promise<void> {
  if (!ownWords?.length) return;
  const ids = [...new Set(ownWords.map((own) => own.soundId))];
  const theirs = await em.count(UserSound, { id: { $in: ids }, user: userId });
  if (theirs !== ids.length) {
    throw new ValidationError(cueMessages.ownWordNotYours, { 'cues.ownWords': cueMessages.ownWordNotYours });
  }
}

/** Takes a deleted sound out of `userId`'s own cue words: the word falls back to the built-in voice. */
export async function dropOwnCueWordSound(em: EntityManager, userId: string, soundId: string): Promise<void> {
  const row = await em.findOne(UserSettings, { user: userId });
  const ownWords = row?.cues?.ownWords;
  if (!row?.cues || !ownWords?.some((own) => own.soundId === soundId)) return;
  const kept = ownWords.filter((own) => own.soundId !== soundId);
  const { ownWords: _dropped, ...cues } = row.cues;
  row.cues = kept.length ? { ...cues, ownWords: kept } : cues;
  await em.flush();
}
