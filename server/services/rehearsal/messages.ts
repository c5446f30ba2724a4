import { randomUUID } from 'node:crypto';
import {
  REHEARSAL_MESSAGE_DOWNBEAT_MARGIN_MS,
  REHEARSAL_MESSAGE_WINDOW_SECONDS,
  REHEARSAL_MESSAGES_PER_WINDOW,
} from '../../../schema/limits';
import { rehearsalMessageSchema } from '../../../schema/validation/rehearsalMessage';
import { Conflict, Forbidden, TooManyRequests } from '../../errors/appErrors';
import { requireViewer } from '../../policies/viewer';
import type { RequestContext } from '../context';
import { validateInput } from '../validate';
import { JOIN_FIRST, serverTimeMs } from './commands';
import { accessRehearsal, MEMBER_STALE_SECONDS, readRoom, type RehearsalRoomView } from './rooms';

/** A message from someone who neither leads nor was named by the owner. */
export const MESSAGE_NOT_ALLOWED =
  'Only the leader, the owner of this playlist and the people they name may send band messages';
/** More messages than the room takes in its window. */
export const TOO_MANY_MESSAGES = `Too many band messages: at most ${REHEARSAL_MESSAGES_PER_WINDOW} every ${REHEARSAL_MESSAGE_WINDOW_SECONDS} seconds`;

interface SenderRow {
  present: boolean;
  may_send: boolean;
  playing: boolean;
  messages: number;
}

/**
 * A band message to every device in the room. The sender needs a device there and must lead, own
 * the playlist, or be one of the people the owner named to lead (403 otherwise); the room takes
 * {@link REHEARSAL_MESSAGES_PER_WINDOW} per window, counted on its row in the same transaction, so
 * a refused message neither counts nor shows (429 past the limit). With `onDownbeat` while a song
 * plays, devices show it on the first bar starting {@link REHEARSAL_MESSAGE_DOWNBEAT_MARGIN_MS}
 * or more after it was sent (time for it to reach them); otherwise at once.
 */
export async function sendRehearsalMessage(
  ctx: RequestContext,
  playlistId: string,
  input: unknown,
): Promise<RehearsalRoomView> {
  const viewer = requireViewer(ctx.viewer);
  const { text, onDownbeat } = validateInput(rehearsalMessageSchema, input);
  return ctx.em.transactional(async (em) => {
    const facts = await accessRehearsal(em, viewer, playlistId);
    await em.execute(`insert into "rehearsal_room" ("playlist_id") values (?) on conflict do nothing`, [facts.id]);
    const [room] = await em.execute<SenderRow[]>(
      `update "rehearsal_room" r set
          "messages_in_window" = case when r."message_window_started_at" <= now() - make_interval(secs => ?) then 1 else r."messages_in_window" + 1 end,
          "message_window_started_at" = case when r."message_window_started_at" <= now() - make_interval(secs => ?) then now() else r."message_window_started_at" end
        where r."playlist_id" = ?
        returning r."messages_in_window" as "messages", r."status" = 'PLAYING' as "playing",
          (r."leader_id" = ? or ? = any(r."named_leader_ids") or ?) as "may_send",
          exists (select 1 from "rehearsal_member" m where m."playlist_id" = r."playlist_id" and m."user_id" = ?
                    and m."seen_at" > now() - make_interval(secs => ?)) as "present"`,
      [
        REHEARSAL_MESSAGE_WINDOW_SECONDS,
        REHEARSAL_MESSAGE_WINDOW_SECONDS,
        facts.id,
        viewer.id,
        viewer.id,
        facts.owner?.id === viewer.id,
        viewer.id,
        MEMBER_STALE_SECONDS,
      ],
    );
    if (!room!.present) throw new Conflict(JOIN_FIRST);
    if (!room!.may_send) throw new Forbidden(MESSAGE_NOT_ALLOWED);
    if (room!.messages > REHEARSAL_MESSAGES_PER_WINDOW)
      throw new TooManyRequests(TOO_MANY_MESSAGES, REHEARSAL_MESSAGE_WINDOW_SECONDS);
    const sentAt = serverTimeMs(ctx);
    const waits = onDownbeat === true && room!.playing;
    await em.execute(
      `update "rehearsal_room" set "message_id" = ?, "message_text" = ?, "message_by" = ?, "message_sent_at_ms" = ?,
              "message_show_from_ms" = ?, "message_on_downbeat" = ?
        where "playlist_id" = ?`,
      [
        randomUUID(),
        text,
        viewer.id,
        sentAt,
        waits ? sentAt + REHEARSAL_MESSAGE_DOWNBEAT_MARGIN_MS : sentAt,
        waits,
        facts.id,
      ],
    );
    return readRoom(em, facts.id);
  });
}
