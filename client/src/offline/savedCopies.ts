import { clear, createStore, del, delMany, entries, get, set, type UseStore } from 'idb-keyval';
import type { CurrentUser } from '../graphql/currentUser';
import type { PlaylistPage_PlaylistFragment } from '../graphql/generated';

/** A playlist opened online stays readable offline this many days after it was last opened. */
export const SAVED_COPY_DAYS = 30;
const SAVED_COPY_MAX_AGE_MS = SAVED_COPY_DAYS * 24 * 60 * 60 * 1000;

/** A playlist as the playlist page last showed it online, and when. */
export interface SavedPlaylistCopy {
  savedAt: number;
  playlist: PlaylistPage_PlaylistFragment;
}

const PLAYLIST = 'playlist';
const SIGNED_IN_USER = 'signed-in-user';
type PlaylistKey = [typeof PLAYLIST, string, string];

let database: UseStore | null = null;
/** Opened on first use: a browser without IndexedDB (or a test without it) just has no saved copies. */
function store(): UseStore {
  database ??= createStore('music-iqueue-offline', 'saved');
  return database;
}

/** Storage can be refused (private windows, a full disk): the app then works as it did without copies. */
async function orFallback<T>(operation: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await operation();
  } catch {
    return fallback;
  }
}

function isFresh(copy: SavedPlaylistCopy | undefined, now = Date.now()): copy is SavedPlaylistCopy {
  return copy !== undefined && now - copy.savedAt <= SAVED_COPY_MAX_AGE_MS;
}

function isPlaylistKey(key: IDBValidKey): key is PlaylistKey {
  return Array.isArray(key) && key[0] === PLAYLIST;
}

/** Keeps `playlist` as `userId` sees it now (read-only offline), replacing an older copy. */
export function savePlaylistCopy(userId: string, playlist: PlaylistPage_PlaylistFragment): Promise<void> {
  const copy: SavedPlaylistCopy = { savedAt: Date.now(), playlist };
  return orFallback(() => set([PLAYLIST, userId, playlist.id], copy, store()), undefined);
}

/** The copy of playlist `playlistId` saved for `userId` in the last 30 days, if any (older ones are dropped). */
export function readPlaylistCopy(userId: string, playlistId: string): Promise<SavedPlaylistCopy | undefined> {
  return orFallback(async () => {
    const key: PlaylistKey = [PLAYLIST, userId, playlistId];
    const copy = await get<SavedPlaylistCopy>(key, store());
    if (isFresh(copy)) return copy;
    if (copy) await del(key, store());
    return undefined;
  }, undefined);
}

/** Every playlist copy of `userId` from the last 30 days, the most recently opened first. */
export function listPlaylistCopies(userId: string): Promise<SavedPlaylistCopy[]> {
  return orFallback(async () => {
    const saved = await entries<IDBValidKey, SavedPlaylistCopy>(store());
    return saved
      .filter(([key, copy]) => isPlaylistKey(key) && key[1] === userId && isFresh(copy))
      .map(([, copy]) => copy)
      .sort((a, b) => b.savedAt - a.savedAt);
  }, []);
}

/** Who was last signed in in this browser: the app opens as them when the server cannot be reached. */
export function readRememberedUser(): Promise<CurrentUser | null> {
  return orFallback(async () => (await get<CurrentUser>(SIGNED_IN_USER, store())) ?? null, null);
}

/**
 * Follows a signed-in identity (boot, login, registration): the user is remembered and every copy
 * saved for someone else is deleted, so one person's playlists never stay behind for the next.
 */
export function followSignedInUser(user: CurrentUser): Promise<void> {
  return orFallback(async () => {
    await set(SIGNED_IN_USER, user, store());
    const saved = await entries<IDBValidKey, SavedPlaylistCopy>(store());
    await delMany(
      saved.map(([key]) => key).filter((key) => isPlaylistKey(key) && key[1] !== user.id),
      store(),
    );
  }, undefined);
}

/** Logout: deletes everything kept offline (the remembered user and every saved copy). */
export function forgetSavedCopies(): Promise<void> {
  return orFallback(() => clear(store()), undefined);
}
