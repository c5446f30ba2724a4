import type { LiveHub } from '../events/hub';
import type { MusicLookups } from './music/musicLookups';
import type { OidcClient } from './oidc/oidcClient';
import type { RoomClock } from './rehearsal/roomClock';

/** Provider sign-in as this app is configured: the OIDC client and the keys that sign its flow cookie. */
export interface ProviderLogin {
  client: OidcClient;
  keys: string[];
}

/**
 * The long-lived services of one app, built once by createApp (server/app.ts). Every request's
 * {@link RequestContext} carries them (`ctx.services`), on both doors and the WebSocket alike.
 */
export interface AppServices {
  /** One per configuration: its rate limits and caches are per app. */
  musicLookups: MusicLookups;
  /** Null when provider sign-in (OIDC_*) is not configured. */
  providerLogin: ProviderLogin | null;
  /** The clock rehearsal rooms are scheduled on, measured against the database's (started with the live server). */
  roomClock: RoomClock;
  /** This app's ear on PostgreSQL's live events, which subscriptions listen to (started with the live server). */
  liveHub: LiveHub;
}
