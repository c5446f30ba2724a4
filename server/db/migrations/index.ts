import { Migration20261122000000_accounts } from './Migration20261122000000_accounts';
import { Migration20261122010000_playlists } from './Migration20261122010000_playlists';
import { Migration20261123000000_share_columns } from './Migration20261123000000_share_columns';
import { Migration20261124000000_music_caches } from './Migration20261124000000_music_caches';
import { Migration20261127000000_sign_in_and_tokens } from './Migration20261127000000_sign_in_and_tokens';
import { Migration20261128000000_profiles } from './Migration20261128000000_profiles';
import { Migration20261129000000_admin_search } from './Migration20261129000000_admin_search';
import { Migration20261130000000_sweep_indexes } from './Migration20261130000000_sweep_indexes';
import { Migration20261201000000_limit_checks } from './Migration20261201000000_limit_checks';
import { Migration20261202000000_track_notes } from './Migration20261202000000_track_notes';
import { Migration20261203000000_user_settings } from './Migration20261203000000_user_settings';
import { Migration20261204000000_track_playback } from './Migration20261204000000_track_playback';
import { Migration20261205000000_track_rhythm } from './Migration20261205000000_track_rhythm';
import { Migration20261206000000_eight_sounds } from './Migration20261206000000_eight_sounds';
import { Migration20261207000000_settings_rhythm } from './Migration20261207000000_settings_rhythm';
import { Migration20261208000000_rehearsal_rooms } from './Migration20261208000000_rehearsal_rooms';
import { Migration20261209000000_track_length } from './Migration20261209000000_track_length';
import { Migration20261210000000_rehearsal_lead } from './Migration20261210000000_rehearsal_lead';
import { Migration20261211000000_track_key } from './Migration20261211000000_track_key';
import { Migration20261212000000_set_breaks } from './Migration20261212000000_set_breaks';
import { Migration20261213000000_live_events } from './Migration20261213000000_live_events';
import { Migration20261214000000_spoken_cues } from './Migration20261214000000_spoken_cues';
import { Migration20261215000000_user_sounds } from './Migration20261215000000_user_sounds';
import { Migration20261216000000_after_song } from './Migration20261216000000_after_song';
import { Migration20261217000000_rehearsal_messages } from './Migration20261217000000_rehearsal_messages';
import { Migration20261218000000_track_own_sounds } from './Migration20261218000000_track_own_sounds';
import { Migration20261220000000_track_midi_messages } from './Migration20261220000000_track_midi_messages';
import { Migration20261221000000_control_mappings } from './Migration20261221000000_control_mappings';

/**
 * Every migration, in order. Listed explicitly (not discovered from a folder) so the compiled
 * server and the TypeScript tests run exactly the same set.
 */
export const migrationsList = [
  { name: 'Migration20261122000000_accounts', class: Migration20261122000000_accounts },
  { name: 'Migration20261122010000_playlists', class: Migration20261122010000_playlists },
  { name: 'Migration20261123000000_share_columns', class: Migration20261123000000_share_columns },
  { name: 'Migration20261124000000_music_caches', class: Migration20261124000000_music_caches },
  { name: 'Migration20261127000000_sign_in_and_tokens', class: Migration20261127000000_sign_in_and_tokens },
  { name: 'Migration20261128000000_profiles', class: Migration20261128000000_profiles },
  { name: 'Migration20261129000000_admin_search', class: Migration20261129000000_admin_search },
  { name: 'Migration20261130000000_sweep_indexes', class: Migration20261130000000_sweep_indexes },
  { name: 'Migration20261201000000_limit_checks', class: Migration20261201000000_limit_checks },
  { name: 'Migration20261202000000_track_notes', class: Migration20261202000000_track_notes },
  { name: 'Migration20261203000000_user_settings', class: Migration20261203000000_user_settings },
  { name: 'Migration20261204000000_track_playback', class: Migration20261204000000_track_playback },
  { name: 'Migration20261205000000_track_rhythm', class: Migration20261205000000_track_rhythm },
  { name: 'Migration20261206000000_eight_sounds', class: Migration20261206000000_eight_sounds },
  { name: 'Migration20261207000000_settings_rhythm', class: Migration20261207000000_settings_rhythm },
  { name: 'Migration20261208000000_rehearsal_rooms', class: Migration20261208000000_rehearsal_rooms },
  { name: 'Migration20261209000000_track_length', class: Migration20261209000000_track_length },
  { name: 'Migration20261210000000_rehearsal_lead', class: Migration20261210000000_rehearsal_lead },
  { name: 'Migration20261211000000_track_key', class: Migration20261211000000_track_key },
  { name: 'Migration20261212000000_set_breaks', class: Migration20261212000000_set_breaks },
  { name: 'Migration20261213000000_live_events', class: Migration20261213000000_live_events },
  { name: 'Migration20261214000000_spoken_cues', class: Migration20261214000000_spoken_cues },
  { name: 'Migration20261215000000_user_sounds', class: Migration20261215000000_user_sounds },
  { name: 'Migration20261216000000_after_song', class: Migration20261216000000_after_song },
  { name: 'Migration20261217000000_rehearsal_messages', class: Migration20261217000000_rehearsal_messages },
  { name: 'Migration20261218000000_track_own_sounds', class: Migration20261218000000_track_own_sounds },
  { name: 'Migration20261220000000_track_midi_messages', class: Migration20261220000000_track_midi_messages },
  { name: 'Migration20261221000000_control_mappings', class: Migration20261221000000_control_mappings },
];
