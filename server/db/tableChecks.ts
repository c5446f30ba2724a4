import {
  BPM_MAX,
  BPM_MIN,
  REHEARSAL_DEVICE_NAME_MAX_LENGTH,
  REHEARSAL_NAMED_LEADERS_MAX,
  REHEARSAL_SYNC_ERROR_MAX_MS,
} from '../../schema/limits';
import { REHEARSAL_MESSAGE_WITH_SONG_MAX_LENGTH } from '../../schema/validation/rehearsalMessage';
import { lengthBetween, oneOf } from '../entities/checkExpressions';

/** A CHECK constraint of a table, as its name and SQL expression. */
export interface TableCheck {
  table: string;
  name: string;
  expression: string;
}

/**
 * The CHECK constraints of tables that have no entity (the rehearsal rooms, read and written with
 * SQL), declared from schema/limits.ts as entities declare theirs with `@Check`. Their migration
 * keeps its own literals, as a migration must (it is what ran); server/db/limitChecks.test.ts
 * compares the migrated database with these, so a limit that changes needs a migration too.
 */
export const TABLE_CHECKS: readonly TableCheck[] = [
  { table: 'rehearsal_room', name: 'rehearsal_room_status_check', expression: oneOf('status', ['STOPPED', 'PLAYING']) },
  { table: 'rehearsal_room', name: 'rehearsal_room_bpm_check', expression: `"bpm" between ${BPM_MIN} and ${BPM_MAX}` },
  {
    table: 'rehearsal_room',
    name: 'rehearsal_room_named_leader_ids_check',
    expression: `cardinality("named_leader_ids") <= ${REHEARSAL_NAMED_LEADERS_MAX}`,
  },
  {
    table: 'rehearsal_room',
    name: 'rehearsal_room_message_text_check',
    expression: lengthBetween('message_text', 1, REHEARSAL_MESSAGE_WITH_SONG_MAX_LENGTH),
  },
  {
    table: 'rehearsal_member',
    name: 'rehearsal_member_device_name_check',
    expression: lengthBetween('device_name', 1, REHEARSAL_DEVICE_NAME_MAX_LENGTH),
  },
  {
    table: 'rehearsal_member',
    name: 'rehearsal_member_sync_error_ms_check',
    expression: `"sync_error_ms" between 0 and ${REHEARSAL_SYNC_ERROR_MAX_MS}`,
  },
];
