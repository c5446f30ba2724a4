import type { EntityManager } from '@mikro-orm/postgresql';
import { trackOwnSoundsMessages } from '../../schema/validation';
import { UserSound, type User } from '../entities';
import { ValidationError } from '../errors/appErrors';

/**
 * Every sound id of a track's new own sounds must be one of `userId`'s sounds (the user making the
 * change): 400, nothing written, otherwise.
 */
export async function checkOwnSoundsOwned(
  em: EntityManager,
  userId: string,
  sounds: Record<string, string>,
): Promise<void> {
  const ids = [...new Set(Object.values(sounds))];
  const owned = await em.count(UserSound, { user: userId, id: { $in: ids } });
  if (owned !== ids.length)
    throw new ValidationError(trackOwnSoundsMessages.notYours, { ownSounds: trackOwnSoundsMessages.notYours });
}

/**
 * Takes a sound off every track that plays it (those levels go back to the built-in click; a track
 * left with none stores null). Run in the transaction that deletes the sound.
 */
export async function dropSoundFromTracks(em: EntityManager, soundId: string): Promise<void> {
  await em.execute(
    `update track t
        set own_sounds = (select jsonb_object_agg(e.key, e.value) from jsonb_each_text(t.own_sounds) e where e.value <> ?)
      where exists (select 1 from jsonb_each_text(t.own_sounds) e where e.value = ?)`,
    [soundId, soundId],
  );
}

/**
 * Whether `viewer` may hear a sound: its owner, or anyone who can read a playlist with a track that
 * plays it (the owner or an admin, a share recipient — and so a rehearsal room's members — or
 * everyone for a system playlist). One statement; a sound that does not exist is simply not heard.
 */
export async function canHearSound(em: EntityManager, viewer: User, soundId: string): Promise<boolean> {
  const [row] = await em.execute<Array<{ allowed: boolean }>>(
    `select exists (
       select 1 from user_sound s
        where s.id = ?
          and (s.user_id = ?
               or exists (
                 select 1 from track t join playlist p on p.id = t.playlist_id
                  where exists (select 1 from jsonb_each_text(t.own_sounds) e where e.value = s.id::text)
                    and (? or p.owner_id is null or p.owner_id = ?
                         or exists (select 1 from playlist_share ps
                                     where ps.playlist_id = p.id and ps.shared_with_user_id = ?))))
     ) as allowed`,
    [soundId, viewer.id, viewer.isAdmin, viewer.id, viewer.id],
  );
  return row?.allowed === true;
}
