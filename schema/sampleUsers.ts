/**
 * The two accounts the seed creates on an empty database, with fixed ids so the admin dashboard
 * can label their playlists (SPEC.md §2: "two known sample ids show fixed display labels").
 */
export const SAMPLE_USER_IDS = {
  admin: '00000000-0000-4000-8000-00000000a001',
  demo: '00000000-0000-4000-8000-00000000d001',
} as const;

/** Usernames of the sample accounts; the playlist page's 'Share with Demo User' shares with `demo`. */
export const SAMPLE_USERNAMES = {
  admin: 'admin',
  demo: 'demo',
} as const;

/** Owner badge labels of the sample accounts' playlists in the admin dashboard. */
export const SAMPLE_OWNER_LABELS: Readonly<Record<string, string>> = {
  [SAMPLE_USER_IDS.admin]: 'Admin (sample)',
  [SAMPLE_USER_IDS.demo]: 'Demo User (sample)',
};
