/**
 * Business constants, limits and closed lists from SPEC.md §9, shared by the server, the client
 * and the tests. Changing a value here changes it everywhere: validation rules and their messages
 * (schema/validation), UI ranges, and the database's CHECK constraints (declared on the entities
 * from these constants and created by the migrations; server/db/limitChecks.test.ts fails until a
 * changed limit has a migration).
 */

/** Tempo range in beats per minute. */
export const BPM_MIN = 40;
export const BPM_MAX = 240;
export const BPM_DEFAULT = 120;

/** Click-track duration in seconds. */
export const DURATION_SECONDS_MIN = 3;
export const DURATION_SECONDS_MAX = 30;
export const DURATION_SECONDS_DEFAULT = 10;
/** Click tracks played from a playlist are this long. */
export const PLAYLIST_TRACK_DURATION_SECONDS = 10;

/**
 * A song's length on stage, in a rehearsal room and in the tempo trainer (a track's `lengthSeconds`);
 * a click that plays until stopped stops by itself after the longest.
 */
export const TRACK_LENGTH_SECONDS_MIN = 10;
export const TRACK_LENGTH_SECONDS_MAX = 3600;

/**
 * A song's key: a note letter A–G, then # or b, then m for minor ('F#m', 'Bb', 'C', 'Ebm'). The
 * same pattern checks the API's input and the database column.
 */
export const TRACK_KEY_REGEX = /^[A-G][#b]?m?$/;
/** {@link TRACK_KEY_REGEX} as text, for the CHECK constraint and the OpenAPI schema. */
export const TRACK_KEY_PATTERN = TRACK_KEY_REGEX.source;

/**
 * What a track does when it ends ('after the song'): stop, or go on to the next song after a gap
 * counted in bars of the ending song or in seconds.
 */
export const AFTER_SONG_MODES = ['stop', 'bars', 'seconds'] as const;
export type AfterSongMode = (typeof AFTER_SONG_MODES)[number];
export const AFTER_SONG_DEFAULT: AfterSongMode = 'stop';
/** The gap before the next song: 0–16 bars or 0–30 seconds. */
/** The shortest gap before the next song (none: its count-in starts where the last bar ends). */
export const AFTER_SONG_GAP_MIN = 0;
export const AFTER_SONG_GAP_BARS_MAX = 16;
export const AFTER_SONG_GAP_SECONDS_MAX = 30;

/** Count-in beats before the main click. */
export const COUNT_IN_BEATS_MIN = 0;
export const COUNT_IN_BEATS_MAX = 8;
export const COUNT_IN_BEATS_DEFAULT = 4;

/** Volume in percent. */
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 100;
export const VOLUME_DEFAULT = 75;

/**
 * The generator's sounds: SPEC.md §9's four, then four more (a sound of its own for each beat
 * level needs at least eight), and its defaults for the main click and the count-in.
 */
export const SOUND_TYPES = ['click', 'beep', 'woodblock', 'cowbell', 'clave', 'tick', 'bongo', 'bell'] as const;
export type SoundName = (typeof SOUND_TYPES)[number];
export const SOUND_DEFAULT: SoundName = 'click';
export const COUNT_IN_SOUND_DEFAULT: SoundName = 'woodblock';

/** The visualizer's themes (SPEC.md §9). */
export const VISUALIZER_THEME_NAMES = ['Standard', 'Dark', 'Bright', 'Contrast'] as const;
export type VisualizerThemeName = (typeof VISUALIZER_THEME_NAMES)[number];
export const VISUALIZER_THEME_DEFAULT: VisualizerThemeName = 'Standard';

/** Accounts. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const EMAIL_MAX_LENGTH = 254;
/** What a login takes as username or email: the longer of the two (it is stored with each failed attempt). */
export const LOGIN_IDENTIFIER_MAX_LENGTH = EMAIL_MAX_LENGTH;
export const DISPLAY_NAME_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 8;
export const ADMIN_CREATED_PASSWORD_MIN_LENGTH = 6;
/** argon2 hashes anything; this cap keeps a single request from burning CPU on megabyte passwords. */
export const PASSWORD_MAX_LENGTH = 256;

/** Profiles (our limits; SPEC.md gives only the image's 5 MB). */
export const PHONE_NUMBER_MAX_LENGTH = 30;
export const BIO_MAX_LENGTH = 500;
/** A profile photo upload is refused above this many bytes (SPEC.md §9: max 5 MB). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Images whose header declares more pixels are refused before decoding (pixel floods). */
export const PROFILE_IMAGE_MAX_PIXELS = 40_000_000;
/** Stored photos are re-encoded to fit in a square of this many pixels. */
export const PROFILE_IMAGE_MAX_SIDE = 512;

/** Users' own click sounds: an upload (WAV, MP3 or Ogg Vorbis) of at most this many bytes… */
export const USER_SOUND_MAX_BYTES = 1024 * 1024;
/** …and this long as decoded (before the silence before its onset is trimmed). */
export const USER_SOUND_MAX_MS = 2000;
/** What one user may keep: this many sounds, and this many bytes of them as stored. */
export const USER_SOUNDS_MAX_COUNT = 20;
export const USER_SOUNDS_MAX_TOTAL_BYTES = 10 * 1024 * 1024;
export const USER_SOUND_NAME_MAX_LENGTH = 40;
/** Sample rates and channel counts an upload may declare; others are refused from the header. */
export const USER_SOUND_SAMPLE_RATES = { min: 8000, max: 192_000 } as const;
export const USER_SOUND_MAX_CHANNELS = 8;

/** Admin lists (our paging; SPEC.md's responses stay arrays, the total comes in X-Total-Count). */
export const ADMIN_LIST_DEFAULT_LIMIT = 50;
export const ADMIN_LIST_MAX_LIMIT = 200;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
/** Orders of GET /api/admin/users (`-` first: descending). */
export const ADMIN_USER_SORTS = ['username', '-username', 'email', '-email', 'createdAt', '-createdAt'] as const;
/** Orders of GET /api/admin/playlists. */
export const ADMIN_PLAYLIST_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'trackCount', '-trackCount'] as const;
/** SPEC.md §9: admin descriptions are cut at 30 characters, owner ids shown by their first 8. */
export const ADMIN_DESCRIPTION_TRUNCATE = 30;
export const ADMIN_OWNER_ID_PREFIX = 8;

/** Largest JSON request body the API reads (DESIGN.md §5); larger ones answer 413. */
export const JSON_BODY_MAX_BYTES = 100 * 1024;

/**
 * HTTP request limits (docs/API.md "Bad input"): each refuses a request before any handler works on it,
 * with a JSON answer in our error vocabulary.
 */
/** Deepest nesting of arrays and objects in a JSON body (ours need 3); deeper answers 400 before parsing. */
export const JSON_BODY_MAX_DEPTH = 32;
/** Request line and headers together, cookies included (node's own default, stated); larger answers 431. */
export const REQUEST_HEADERS_MAX_BYTES = 16 * 1024;
/** Query-string parameters of one request (a route of ours reads at most 5); more answers 400. */
export const QUERY_PARAMETERS_MAX = 32;
/** Form fields and files of one multipart upload (the photo upload needs 1 file); more answers 413. */
export const MULTIPART_FIELDS_MAX = 10;
export const MULTIPART_FILES_MAX = 1;
/** A whole multipart upload: the photo plus one JSON body's worth of fields; more answers 413 while it arrives. */
export const MULTIPART_BODY_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES + JSON_BODY_MAX_BYTES;

/** Failed logins allowed per window, per account and per client address. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
export const LOGIN_FAILURES_PER_IP = 100;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Our calls to the music services, per process (server/security/rateLimits.ts): MusicBrainz allows
 * one request per second per client, Deezer 50 per 5 seconds; after Deezer reports its quota
 * spent (error code 4), no request goes out for the pause. MusicBrainz counts where requests
 * arrive, so ours leave 1.1 s apart: a tenth of a second for the network and a busy process to
 * delay one request and not the next, without two arriving within a second.
 */
export const MUSICBRAINZ_INTERVAL_MS = 1100;
/** MusicBrainz's own rule: at most one request per this many milliseconds, counted at its end. */
export const MUSICBRAINZ_RULE_MS = 1000;
export const DEEZER_REQUESTS_PER_WINDOW = 50;
export const DEEZER_WINDOW_MS = 5000;
export const DEEZER_QUOTA_PAUSE_MS = 5000;

/** Sessions older than this are void even if the cookie is still present. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Toasts: at most one visible, each shown this long. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A toast swiped right this far (px) is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves the focus to the toast on screen. */
export const TOAST_HOTKEY = 'F8';
/** The toasts' area is at most this wide (px). */
export const TOAST_MAX_WIDTH_PX = 420;
/** A tooltip shows after the pointer rests this long (ms). */
export const TOOLTIP_DELAY_MS = 700;

/** Playlists and tracks (text limits are ours; SPEC.md gives none). */
export const PLAYLIST_NAME_MAX_LENGTH = 100;
export const PLAYLIST_DESCRIPTION_MAX_LENGTH = 500;
export const TRACK_NAME_MAX_LENGTH = 200;
export const TRACK_ARTIST_MAX_LENGTH = 200;
export const TRACK_EXTERNAL_ID_MAX_LENGTH = 100;
export const ALBUM_ART_URL_MAX_LENGTH = 1000;
/** A track's notes (shown on stage in performance mode). */
export const TRACK_NOTES_MAX_LENGTH = 500;
/** Tracks one playlist holds at most (a long gig's set list many times over; bounds every per-playlist request). */
export const PLAYLIST_TRACKS_MAX = 1000;
/** A set break's name ('Set 2', 'Encore'), after trimming. */
export const SET_BREAK_NAME_MAX_LENGTH = 60;
/** Set breaks one playlist holds at most (they share the playlist's places with its tracks). */
export const PLAYLIST_BREAKS_MAX = 100;
/** A set list as CSV: its columns, and what one import may hold. */
export const CSV_COLUMNS = [
  'name',
  'artist',
  'bpm',
  'bpm_source',
  'notes',
  'time_signature',
  'length_seconds',
  'key',
  'type',
] as const;
/** The CSV's `type` column: a song (also an empty cell, and every row of a file without the column) or a set break. */
export const CSV_ROW_TYPES = ['song', 'break'] as const;
export const CSV_IMPORT_MAX_BYTES = 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 1000;
/** Chord charts (ChordPro, OnSong) imported as tracks: one body's size and songs. */
export const CHART_IMPORT_MAX_BYTES = 1024 * 1024;
export const CHART_IMPORT_MAX_SONGS = 100;
/** Standard MIDI File tempo maps in: one file's size, and the most tempo events it may hold (a ramp writes one a beat). */
export const MIDI_IMPORT_MAX_BYTES = 1024 * 1024;
export const MIDI_TEMPO_EVENTS_MAX = 5000;
/**
 * Standard MIDI Files out: the most beats one file holds (a three-hour set at 250 BPM is 45,000).
 * A song map may hold 64 sections of 999 bars; written out, that took seconds of the server's one
 * thread and tens of megabytes, so a longer export is refused before anything is written.
 */
export const MIDI_EXPORT_BEATS_MAX = 50_000;
/** Performance mode's auto-advance: the gap after a song ends, in seconds. */
export const AUTO_ADVANCE_GAP_SECONDS_MAX = 30;
/** Prefix of a duplicated playlist's name. */
export const DUPLICATE_NAME_PREFIX = 'Copy of ';
/** Artist of a track added without one (SPEC.md §3, custom track payload). */
export const DEFAULT_TRACK_ARTIST = 'Custom Track';

/**
 * Where a track's bpm came from (DESIGN.md §7): `community` (our users' taps/typing for the same
 * song), `lookup` (a music service), `estimate` (SPEC.md §7's hash), `fallback` (120 when every
 * lookup failed), `tap`, `manual` (typed), `detected` (an audio file analysed in the browser).
 */
export const BPM_SOURCES = ['community', 'lookup', 'estimate', 'fallback', 'tap', 'manual', 'detected'] as const;
/** One of {@link BPM_SOURCES}. */
export type BpmSource = (typeof BPM_SOURCES)[number];
/** The source of a track added without one (typed in by hand). */
export const DEFAULT_BPM_SOURCE: BpmSource = 'manual';
/** Made-up tempos: the UI marks these 'estimated' so nobody mistakes them for a known tempo. */
export const ESTIMATED_BPM_SOURCES: readonly BpmSource[] = ['estimate', 'fallback'];
/** Tempos a user measured or typed for a song; they make up its `community` tempo. */
export const USER_BPM_SOURCES: readonly BpmSource[] = ['tap', 'manual', 'detected'];

/** Song search (SPEC.md §5, §9): minimum query length, debounce in the client, results shown. */
export const SONG_SEARCH_MIN_LENGTH = 3;
export const SONG_SEARCH_DEBOUNCE_MS = 500;
export const SONG_SEARCH_RESULT_LIMIT = 10;
/** Our cap on a search query (SPEC.md gives none). */
export const SONG_SEARCH_MAX_LENGTH = 200;

/** Personal API tokens (docs/API.md): what a token may do, its name, lifetime and how many a user keeps. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
/** One of {@link API_TOKEN_SCOPES}: `read` may only read; `write` may do whatever its user may. */
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_NAME_MAX_LENGTH = 100;
export const API_TOKEN_MAX_EXPIRY_DAYS = 365;
export const API_TOKENS_PER_USER = 50;
/** Every token starts with this, so a leaked one is recognisable (e.g. by secret scanners). */
export const API_TOKEN_PREFIX = 'miq_';

/**
 * GraphQL request limits (docs/API.md "Request limits"): each is checked before any resolver runs and a
 * request over one answers 400 VALIDATION_ERROR naming the limit and its number.
 */
/** Tokens the parser reads before it gives up (graphql-js `maxTokens`); the largest query of our own client has about 300. */
export const GRAPHQL_MAX_TOKENS = 1000;
/** Deepest nesting of fields in one operation (introspection fields do not count). */
export const GRAPHQL_MAX_DEPTH = 10;
/** Aliased fields in one document (aliases multiply work on one field). */
export const GRAPHQL_MAX_ALIASES = 15;
/** Directives in one operation, counted through its fragments as often as they are spread. */
export const GRAPHQL_MAX_DIRECTIVES = 50;
/** Cost points of one operation: a field is 1 point, and a list field counts its fields once per item of its page. */
export const GRAPHQL_MAX_COST = 3000;
/** Fields of one object in a request's variables (our widest input has 8): wider ones are refused before graphql-js reads them. */
export const GRAPHQL_MAX_INPUT_FIELDS = 50;
/** Items a list without paging is counted as by the cost limit (playlists, tracks, shares). */
export const GRAPHQL_UNPAGED_LIST_SIZE = 50;

/** Devices in one playlist's rehearsal room at once. */
export const REHEARSAL_DEVICES_MAX = 16;
/** Devices one user may have in one room (so one account cannot fill a room). */
export const REHEARSAL_DEVICES_PER_USER = 4;
/** A device's name as the room shows it. */
export const REHEARSAL_DEVICE_NAME_MAX_LENGTH = 40;
/** How far ahead of the server's clock a leader's Play or Stop is scheduled: room for the event to reach every device. */
export const REHEARSAL_LEAD_TIME_MS = 1000;
/** Commands (Play, Next, Stop, tempo, lead) one room accepts per {@link REHEARSAL_COMMAND_WINDOW_SECONDS}. */
export const REHEARSAL_COMMANDS_PER_WINDOW = 20;
/** The window of {@link REHEARSAL_COMMANDS_PER_WINDOW}. */
export const REHEARSAL_COMMAND_WINDOW_SECONDS = 10;
/** The largest sync error a device may report, in milliseconds (worse is shown as this). */
export const REHEARSAL_SYNC_ERROR_MAX_MS = 10_000;
/** People an owner may name, besides themselves, to lead a room that not anyone may lead. */
export const REHEARSAL_NAMED_LEADERS_MAX = 16;
/** A band message's free text, in characters ('Now playing …' and 'Up next …' may add a song's name). */
export const REHEARSAL_MESSAGE_MAX_LENGTH = 60;
/** Band messages one room accepts per {@link REHEARSAL_MESSAGE_WINDOW_SECONDS}. */
export const REHEARSAL_MESSAGES_PER_WINDOW = 10;
/** The window of {@link REHEARSAL_MESSAGES_PER_WINDOW}. */
export const REHEARSAL_MESSAGE_WINDOW_SECONDS = 10;
/** A message for the next downbeat waits for the first bar that starts at least this long after it was sent: time to reach every device. */
export const REHEARSAL_MESSAGE_DOWNBEAT_MARGIN_MS = 400;
/** The band messages a leader sends with one tap (any other text of at most {@link REHEARSAL_MESSAGE_MAX_LENGTH} characters is free text). */
export const REHEARSAL_MESSAGE_PRESETS = ['Start', 'Stop', 'Repeat chorus', 'Last chorus', 'Tag', 'Cut'] as const;
/** Messages that name a song: the prefix, a space and the song's name (which may be longer than free text). */
export const REHEARSAL_MESSAGE_SONG_PREFIXES = ['Now playing', 'Up next'] as const;

/** Program and Control Change messages one track sends (at its start and at its sections). */
export const TRACK_MIDI_MESSAGES_MAX = 32;
/** MIDI channels as players count them (channel 1 is status nibble 0). */
export const MIDI_CHANNEL_MIN = 1;
export const MIDI_CHANNEL_MAX = 16;
/** A data byte: a note, program, bank MSB/LSB, controller number or a controller's value. */
export const MIDI_DATA_MIN = 0;
export const MIDI_DATA_MAX = 127;
/** Controllers 120–127 are channel mode messages (all notes off, reset…), not a patch's settings. */
export const MIDI_CONTROLLER_MAX = 119;
/** Pedal and controller mappings one user may keep (8 pedal buttons, each short and long, with room for keys and a second board). */
export const CONTROL_MAPPINGS_MAX = 32;
