import type { Request } from 'express';
import type { MusicLookups } from '../services/music/musicLookups';
import { appServicesOf } from './appServices';

/** The music lookups of the app serving this request (its {@link appServicesOf} services). */
export function musicLookupsOf(req: Request): MusicLookups {
  return appServicesOf(req).musicLookups;
}
