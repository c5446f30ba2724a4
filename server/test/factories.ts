import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Playlist, PlaylistShare, SetBreak, Track, User } from '../entities';
import { createUser } from '../services/accounts';

/** Password every factory-made user has unless a test says otherwise. */
export const DEFAULT_PASSWORD = 'correct-horse-battery';

/** Creates a real user row; unique username and email unless given. */
export async function buildUser(
  em: EntityManager,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    displayName: string | null;
    isAdmin: boolean;
  }> = {},
): Promise<{ user: User; password: string }> {
  const suffix = randomBytes(4).toString('hex');
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const user = await createUser(em.fork(), {
    username: overrides.username ?? `user_${suffix}`,
    email: overrides.email ?? `user_${suffix}@example.test`,
    displayName: overrides.displayName ?? null,
    isAdmin: overrides.isAdmin ?? false,
    password,
  });
  return { user, password };
}

/** Creates a playlist row (ownerless = a system playlist) with `trackCount` tracks. */
export async function buildPlaylist(
  em: EntityManager,
  owner: User | null,
  { name = 'Factory playlist', trackCount = 0 }: { name?: string; trackCount?: number } = {},
): Promise<Playlist> {
  const fork = em.fork();
  const playlist = fork.create(Playlist, {
    owner: owner ? fork.getReference(User, owner.id) : null,
    name,
    description: null,
  });
  for (let position = 0; position < trackCount; position++) {
    fork.create(Track, {
      playlist,
      position,
      name: `Song ${position + 1}`,
      artist: 'Band',
      bpm: 100 + (position % 100),
    });
  }
  await fork.flush();
  return playlist;
}

/** Adds a set break row to a playlist at `position` (which no track of it may hold). */
export async function buildSetBreak(
  em: EntityManager,
  playlist: Playlist,
  { name = 'Set 2', position }: { name?: string; position: number },
): Promise<SetBreak> {
  const fork = em.fork();
  const setBreak = fork.create(SetBreak, { playlist: fork.getReference(Playlist, playlist.id), position, name });
  await fork.flush();
  return setBreak;
}

/** Shares a playlist row with a user, as the owner would. */
export async function buildShare(
  em: EntityManager,
  playlist: Playlist,
  sharedWith: User,
  sharedBy: User,
): Promise<void> {
  const fork = em.fork();
  fork.create(PlaylistShare, {
    playlist: fork.getReference(Playlist, playlist.id),
    sharedWith: fork.getReference(User, sharedWith.id),
    sharedBy: fork.getReference(User, sharedBy.id),
  });
  await fork.flush();
}
