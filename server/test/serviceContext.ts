import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../entities';
import { LiveHub } from '../events/hub';
import type { AppServices } from '../services/appServices';
import type { RequestContext } from '../services/context';
import { loadMusicConfig } from '../services/music/musicConfig';
import { MusicLookups } from '../services/music/musicLookups';
import { RoomClock } from '../services/rehearsal/roomClock';

/** A session that does nothing: a service test calls services directly, with no cookie behind them. */
const NO_SESSION = { signIn: () => undefined, signOut: () => undefined, refresh: () => undefined };

/**
 * The context a service test calls services with, as a door would build it: `viewer` signed in on
 * `em`, the app's services as createApp builds them (music lookups switched off unless given).
 */
export function serviceContext(em: EntityManager, viewer: User, services: Partial<AppServices> = {}): RequestContext {
  return {
    em,
    viewer,
    session: NO_SESSION,
    ip: '127.0.0.1',
    requestId: 'test',
    services: {
      musicLookups:
        services.musicLookups ?? new MusicLookups(loadMusicConfig({ MUSIC_LOOKUPS: 'off' }, 'http://localhost')),
      providerLogin: services.providerLogin ?? null,
      roomClock: services.roomClock ?? new RoomClock(),
      // Never started: a service test holds no subscription.
      liveHub: services.liveHub ?? new LiveHub('postgres://unused'),
    },
  };
}
