/** A band message as both doors and every device see it. */
export interface RehearsalMessageView {
  id: string;
  text: string;
  /** Who sent it (null once their account is gone). */
  fromUsername: string | null;
  /** When the server took it, on the room clock (epoch ms). */
  sentAt: number;
  /** Whether it waits for the playing song's next downbeat (false when nothing played as it was sent). */
  onDownbeat: boolean;
  /**
   * On the room clock: shown from here (`sentAt`) or, when {@link onDownbeat}, on the first bar
   * of the playing song that starts at or after it — a time every device reads off the same grid.
   */
  showFrom: number;
}

/** The message columns of a room's row, as `readRoom` selects them. */
export interface MessageColumns {
  message_id: string | null;
  message_text: string | null;
  message_from: string | null;
  message_sent_at_ms: number | null;
  message_show_from_ms: number | null;
  message_on_downbeat: boolean;
}

/** The columns `readRoom` adds to its select (the room's alias is `r`). */
export const MESSAGE_COLUMNS_SQL = `r."message_id", r."message_text", r."message_sent_at_ms", r."message_show_from_ms", r."message_on_downbeat",
            (select u."username" from "user" u where u."id" = r."message_by") as "message_from"`;

/** The room's last message, or null when it has had none. */
export function messageOf(row: MessageColumns | undefined): RehearsalMessageView | null {
  if (!row?.message_id || row.message_text === null || row.message_sent_at_ms === null) return null;
  return {
    id: row.message_id,
    text: row.message_text,
    fromUsername: row.message_from,
    sentAt: Number(row.message_sent_at_ms),
    onDownbeat: row.message_on_downbeat,
    showFrom: Number(row.message_show_from_ms ?? row.message_sent_at_ms),
  };
}
