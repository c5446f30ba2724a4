import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_TRACK_ARTIST } from '../../schema/limits';
import { SAMPLE_USER_IDS, SAMPLE_USERNAMES } from '../../schema/sampleUsers';
import { Playlist, Track, User } from '../entities';
import { createUser } from './accounts';

/** A seeded account whose password was generated (to print once) rather than configured. */
export interface GeneratedCredential {
  username: string;
  password: string;
}

const SEED_USERS = [
  {
    id: SAMPLE_USER_IDS.admin,
    username: SAMPLE_USERNAMES.admin,
    email: `${SAMPLE_USERNAMES.admin}@music-iqueue.local`,
    displayName: 'Administrator',
    isAdmin: true,
    envName: 'adminPassword',
  },
  {
    id: SAMPLE_USER_IDS.demo,
    username: SAMPLE_USERNAMES.demo,
    email: `${SAMPLE_USERNAMES.demo}@music-iqueue.local`,
    displayName: 'Demo User',
    isAdmin: false,
    envName: 'demoPassword',
  },
] as const;

/** A sample track with no artist of its own, named as the app names a custom track added without one. */
function customTrack(name: string, bpm: number) {
  return { name, artist: DEFAULT_TRACK_ARTIST, bpm };
}

/** The sample playlists an empty database starts with, so every screen has real rows. */
export const SAMPLE_PLAYLISTS = [
  {
    owner: SAMPLE_USER_IDS.demo,
    name: 'Demo playlist',
    description: 'A few songs to try the click track with',
    tracks: [
      { name: 'Billie Jean', artist: 'Michael Jackson', bpm: 117 },
      { name: 'Seven Nation Army', artist: 'The White Stripes', bpm: 124 },
      { name: 'Smells Like Teen Spirit', artist: 'Nirvana', bpm: 117 },
    ],
  },
  {
    owner: null,
    name: 'Featured: Warm-up tempos',
    description: 'Slow to fast, for warming up',
    tracks: [customTrack('Slow warm-up', 70), customTrack('Medium groove', 100), customTrack('Up-tempo', 140)],
  },
] as const;

/**
 * Creates `admin` (an administrator) and `demo` once, with fixed ids (schema/sampleUsers.ts).
 * Passwords come from ADMIN_PASSWORD / DEMO_PASSWORD, else are generated and returned so start-up
 * can print them once.
 */
export async function seedUsers(
  em: EntityManager,
  passwords: { adminPassword?: string; demoPassword?: string },
): Promise<GeneratedCredential[]> {
  const generated: GeneratedCredential[] = [];
  for (const seed of SEED_USERS) {
    if (await em.count(User, { username: seed.username })) continue;
    const configured = passwords[seed.envName];
    const password = configured ?? randomBytes(12).toString('base64url');
    const idFree = !(await em.count(User, { id: seed.id }));
    await createUser(em, { ...seed, id: idFree ? seed.id : undefined, password });
    if (!configured) generated.push({ username: seed.username, password });
  }
  return generated;
}

/**
 * On a database without any playlist, adds the sample playlists: one owned by `demo` and one system
 * playlist, each with a few tracks. Returns how many it created (0 once there are playlists).
 */
export async function seedSamplePlaylists(em: EntityManager): Promise<number> {
  if (await em.count(Playlist, {})) return 0;
  let created = 0;
  for (const sample of SAMPLE_PLAYLISTS) {
    if (sample.owner && !(await em.count(User, { id: sample.owner }))) continue;
    const playlist = em.create(Playlist, {
      owner: sample.owner ? em.getReference(User, sample.owner) : null,
      name: sample.name,
      description: sample.description,
    });
    sample.tracks.forEach((track, position) => em.create(Track, { playlist, position, ...track }));
    created++;
  }
  await em.flush();
  return created;
}
