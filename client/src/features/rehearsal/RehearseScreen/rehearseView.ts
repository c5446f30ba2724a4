import type { RehearsalEnd } from '../live/useRehearsal';

/** Why the rehearsal screen cannot show the room: the text it shows instead. */
export type RehearseUnavailable = 'offline' | 'loading' | 'failed' | 'missing';

/** Where this device stands in joining: the form, the form again after an error, or waiting for the room. */
export type RehearseJoin = 'form' | 'retry' | 'joining';

/** What the rehearsal screen shows: one of these at a time. */
export type RehearseView =
  /** The playlist could not be loaded because the server is out of reach. */
  | { kind: 'unreachable' }
  | { kind: 'unavailable'; reason: RehearseUnavailable }
  /** In the room, on the stage. */
  | { kind: 'stage' }
  /** Before joining, joining, after the room ended, or in a room with no songs. */
  | { kind: 'lobby'; ended: RehearsalEnd | null; noSongs: boolean; join: RehearseJoin | null };

/** What {@link rehearseViewOf} decides from. */
export interface RehearseFacts {
  hasPlaylist: boolean;
  loading: boolean;
  /** Whether loading the playlist failed, and whether because the server was out of reach. */
  loadFailed: false | 'unreachable' | 'error';
  online: boolean;
  /** The name this device joins under; null before the user asked to join. */
  deviceName: string | null;
  /** Whether this device is in the room (and the room has not ended for it). */
  joined: boolean;
  hasRoom: boolean;
  songs: number;
  ended: RehearsalEnd | null;
  /** Whether the last try to join failed (the room was full …). */
  joinFailed: boolean;
}

/** What the rehearsal screen shows for these facts. */
export function rehearseViewOf(facts: RehearseFacts): RehearseView {
  if (!facts.hasPlaylist && facts.loadFailed === 'unreachable') return { kind: 'unreachable' };
  if (!facts.hasPlaylist || (!facts.online && !facts.joined)) {
    const reason = !facts.online ? 'offline' : facts.loading ? 'loading' : facts.loadFailed ? 'failed' : 'missing';
    return { kind: 'unavailable', reason };
  }
  if (facts.joined && facts.hasRoom && facts.songs > 0) return { kind: 'stage' };
  return { kind: 'lobby', ended: facts.ended, noSongs: facts.joined && facts.songs === 0, join: joinOf(facts) };
}

/** The join form is shown until the room answers, and again after a failed try; never once the room ended. */
function joinOf({ ended, deviceName, joined, joinFailed }: RehearseFacts): RehearseJoin | null {
  if (ended) return null;
  if (deviceName === null) return 'form';
  if (joined) return null;
  return joinFailed ? 'retry' : 'joining';
}
