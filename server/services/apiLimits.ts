import * as limits from '../../schema/limits';

/** One limit group: its bounds by name, all integers. */
type LimitGroup = Record<string, number>;

/**
 * The limits the API holds every input to (from `schema/limits.ts`, as the server enforces them),
 * so an integrator can check input before sending it and size its pages: GET /api/limits.
 */
export function apiLimits(): Record<string, LimitGroup> {
  return {
    bpm: { min: limits.BPM_MIN, max: limits.BPM_MAX, default: limits.BPM_DEFAULT },
    username: { minLength: limits.USERNAME_MIN_LENGTH, maxLength: limits.USERNAME_MAX_LENGTH },
    // Not "password": no answer carries a key of that name (the authorization matrix checks it).
    newPassword: { minLength: limits.PASSWORD_MIN_LENGTH, maxLength: limits.PASSWORD_MAX_LENGTH },
    email: { maxLength: limits.EMAIL_MAX_LENGTH },
    displayName: { maxLength: limits.DISPLAY_NAME_MAX_LENGTH },
    phoneNumber: { maxLength: limits.PHONE_NUMBER_MAX_LENGTH },
    bio: { maxLength: limits.BIO_MAX_LENGTH },
    profileImage: {
      maxBytes: limits.PROFILE_IMAGE_MAX_BYTES,
      maxPixels: limits.PROFILE_IMAGE_MAX_PIXELS,
      storedSide: limits.PROFILE_IMAGE_MAX_SIDE,
    },
    playlistName: { maxLength: limits.PLAYLIST_NAME_MAX_LENGTH },
    playlistDescription: { maxLength: limits.PLAYLIST_DESCRIPTION_MAX_LENGTH },
    trackName: { maxLength: limits.TRACK_NAME_MAX_LENGTH },
    trackArtist: { maxLength: limits.TRACK_ARTIST_MAX_LENGTH },
    songSearch: {
      minLength: limits.SONG_SEARCH_MIN_LENGTH,
      maxLength: limits.SONG_SEARCH_MAX_LENGTH,
      results: limits.SONG_SEARCH_RESULT_LIMIT,
    },
    adminList: {
      defaultLimit: limits.ADMIN_LIST_DEFAULT_LIMIT,
      maxLimit: limits.ADMIN_LIST_MAX_LIMIT,
      searchMaxLength: limits.ADMIN_SEARCH_MAX_LENGTH,
    },
    rehearsal: {
      devicesMax: limits.REHEARSAL_DEVICES_MAX,
      devicesPerUser: limits.REHEARSAL_DEVICES_PER_USER,
      deviceNameMaxLength: limits.REHEARSAL_DEVICE_NAME_MAX_LENGTH,
      leadTimeMs: limits.REHEARSAL_LEAD_TIME_MS,
      commandsPerWindow: limits.REHEARSAL_COMMANDS_PER_WINDOW,
      commandWindowSeconds: limits.REHEARSAL_COMMAND_WINDOW_SECONDS,
      syncErrorMaxMs: limits.REHEARSAL_SYNC_ERROR_MAX_MS,
      messageMaxLength: limits.REHEARSAL_MESSAGE_MAX_LENGTH,
      messagesPerWindow: limits.REHEARSAL_MESSAGES_PER_WINDOW,
      messageWindowSeconds: limits.REHEARSAL_MESSAGE_WINDOW_SECONDS,
    },
    apiToken: { nameMaxLength: limits.API_TOKEN_NAME_MAX_LENGTH, maxExpiryDays: limits.API_TOKEN_MAX_EXPIRY_DAYS },
    graphql: {
      maxTokens: limits.GRAPHQL_MAX_TOKENS,
      maxDepth: limits.GRAPHQL_MAX_DEPTH,
      maxAliases: limits.GRAPHQL_MAX_ALIASES,
      maxDirectives: limits.GRAPHQL_MAX_DIRECTIVES,
      maxCost: limits.GRAPHQL_MAX_COST,
      maxInputFields: limits.GRAPHQL_MAX_INPUT_FIELDS,
    },
  };
}
