import { accountOperations } from './accounts';
import { adminOperations } from './admin';
import { apiTokenOperations } from './apiTokens';
import { chartOperations } from './charts';
import { documentationOperations } from './documentation';
import { musicOperations } from './music';
import { playlistOperations } from './playlists';
import { profileOperations } from './profiles';
import { providerLoginOperations } from './providerLogin';
import { rehearsalOperations } from './rehearsal';
import type { RestOperation } from './restOperation';
import { setBreakOperations } from './setBreaks';
import { setListCsvOperations } from './setListCsv';
import { settingsOperations } from './settings';
import { soundOperations } from './sounds';
import { tempoMapMidiOperations } from './tempoMapMidi';

/**
 * The REST table: every /api operation, declared once. The express routes (server/rest/api.ts), the
 * OpenAPI document, the fuzz registry and the authorization matrix are all read from it.
 */
export const restOperations: readonly RestOperation[] = [
  ...accountOperations,
  ...providerLoginOperations,
  ...profileOperations,
  ...settingsOperations,
  ...soundOperations,
  ...playlistOperations,
  ...setBreakOperations,
  ...setListCsvOperations,
  ...chartOperations,
  ...tempoMapMidiOperations,
  ...rehearsalOperations,
  ...musicOperations,
  ...apiTokenOperations,
  ...adminOperations,
  ...documentationOperations(() => restOperations),
];

export type { RestCall, RestOperation } from './restOperation';
