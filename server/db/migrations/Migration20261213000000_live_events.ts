import { Migration } from '@mikro-orm/migrations';

/** Each table's triggers, by the suffix of their names. */
const TRIGGERS: Record<string, string[]> = {
  track: ['insert', 'delete', 'update'],
  set_break: ['insert', 'delete', 'update'],
  playlist_share: ['insert', 'delete'],
  playlist: ['delete', 'update'],
  user: ['delete', 'update'],
  api_token: ['delete'],
  rehearsal_room: ['insert', 'delete', 'update'],
  rehearsal_member: ['insert', 'delete', 'sync'],
};

/**
 * Live events sent by the database itself (docs/decisions/0031-live-events-from-triggers.md): every
 * write to a table a subscriber reads sends its event on the `miq_live` channel, whoever wrote it,
 * so no service can forget one. The payloads are server/events/events.ts's `LiveEvent`. NOTIFY in a
 * transaction is delivered at its commit, never on rollback, and identical payloads of one
 * transaction are delivered once.
 *
 * Three rules keep the events exactly those the services sent by hand before:
 * - A change made by a foreign key's cascade (`pg_trigger_depth() > 1`) sends nothing of its own:
 *   the deleted parent's event covers it (a deleted playlist's tracks, a deleted user's playlists,
 *   shares and devices, a removed track that a room was playing).
 * - A transaction sends one playlist event per playlist, the first one: a set break inserted in the
 *   middle (which moves the songs after it) is PLAYLIST_UPDATED, an import of songs and breaks is
 *   TRACK_ADDED. PLAYLIST_DELETED is always sent.
 * - An update that only moves rows (`position`) is TRACKS_REORDERED; touching a playlist's
 *   `updated_at` alone sends nothing.
 */
export class Migration20261213000000_live_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function "miq_live_playlist"(p_playlist uuid, p_kind text) returns void language plpgsql as $$
      declare
        sent text := coalesce(current_setting('miq_live.sent', true), '');
      begin
        if p_kind <> 'PLAYLIST_DELETED' then
          if position(p_playlist::text in sent) > 0 then return; end if;
          perform set_config('miq_live.sent', sent || p_playlist::text || ' ', true);
        end if;
        perform pg_notify('miq_live', json_build_object('type', 'playlist', 'playlistId', p_playlist, 'kind', p_kind)::text);
      end $$;`);
    // Inserted or deleted rows: TG_ARGV = [kind, the column holding the playlist's id].
    this.addSql(`
      create function "miq_live_rows"() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() > 1 then return null; end if;
        perform "miq_live_playlist"(changed.id, TG_ARGV[0])
           from (select distinct (to_jsonb(c) ->> TG_ARGV[1])::uuid as id from changed_rows c) changed;
        return null;
      end $$;`);
    // Updated tracks or set breaks: TG_ARGV = [kind of a change other than a move].
    this.addSql(`
      create function "miq_live_moved"() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() > 1 then return null; end if;
        perform "miq_live_playlist"(changed.playlist_id, changed.kind)
           from (select n.playlist_id,
                        case when bool_and(o.position <> n.position and (to_jsonb(o) - 'position') = (to_jsonb(n) - 'position'))
                             then 'TRACKS_REORDERED' else TG_ARGV[0] end as kind
                   from new_rows n join old_rows o on o.id = n.id
                  group by n.playlist_id) changed;
        return null;
      end $$;`);
    for (const [table, added, removed, changed] of [
      ['track', 'TRACK_ADDED', 'TRACK_REMOVED', 'TRACK_UPDATED'],
      ['set_break', 'PLAYLIST_UPDATED', 'PLAYLIST_UPDATED', 'PLAYLIST_UPDATED'],
    ]) {
      this
        .addSql(`create trigger "${table}_live_insert" after insert on "${table}" referencing new table as changed_rows
        for each statement execute function "miq_live_rows"('${added}', 'playlist_id');`);
      this
        .addSql(`create trigger "${table}_live_delete" after delete on "${table}" referencing old table as changed_rows
        for each statement execute function "miq_live_rows"('${removed}', 'playlist_id');`);
      this
        .addSql(`create trigger "${table}_live_update" after update on "${table}" referencing old table as old_rows new table as new_rows
        for each statement execute function "miq_live_moved"('${changed}');`);
    }
    this
      .addSql(`create trigger "playlist_share_live_insert" after insert on "playlist_share" referencing new table as changed_rows
      for each statement execute function "miq_live_rows"('PLAYLIST_UPDATED', 'playlist_id');`);
    this
      .addSql(`create trigger "playlist_share_live_delete" after delete on "playlist_share" referencing old table as changed_rows
      for each statement execute function "miq_live_rows"('PLAYLIST_UPDATED', 'playlist_id');`);
    this.addSql(`create trigger "playlist_live_delete" after delete on "playlist" referencing old table as changed_rows
      for each statement execute function "miq_live_rows"('PLAYLIST_DELETED', 'id');`);
    // Named in the SET list, even unchanged: a rename is PLAYLIST_UPDATED, touching updated_at is not.
    this.addSql(`
      create function "miq_live_playlist_row"() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() > 1 then return null; end if;
        perform "miq_live_playlist"(new.id, 'PLAYLIST_UPDATED');
        return null;
      end $$;`);
    this.addSql(`create trigger "playlist_live_update" after update of "name", "description" on "playlist"
      for each row execute function "miq_live_playlist_row"();`);

    // A user's rights may have changed: deleted, signed out everywhere, role changed, a token revoked.
    this.addSql(`
      create function "miq_live_user"() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() > 1 then return null; end if;
        perform pg_notify('miq_live', json_build_object('type', 'user', 'userId',
          case when TG_OP = 'DELETE' then to_jsonb(old) else to_jsonb(new) end ->> TG_ARGV[0])::text);
        return null;
      end $$;`);
    this.addSql(
      `create trigger "user_live_delete" after delete on "user" for each row execute function "miq_live_user"('id');`,
    );
    this.addSql(`create trigger "user_live_update" after update of "session_version", "is_admin" on "user" for each row
      when (old."session_version" is distinct from new."session_version" or old."is_admin" is distinct from new."is_admin")
      execute function "miq_live_user"('id');`);
    this.addSql(
      `create trigger "api_token_live_delete" after delete on "api_token" for each row execute function "miq_live_user"('user_id');`,
    );

    // A room changed: its state, a device joined or left, or a device's sync error moved by 1 ms or more.
    this.addSql(`
      create function "miq_live_room"() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() > 1 then return null; end if;
        perform pg_notify('miq_live', json_build_object('type', 'rehearsal', 'playlistId', changed.playlist_id)::text)
           from (select distinct playlist_id from changed_rows) changed;
        return null;
      end $$;`);
    for (const table of ['rehearsal_room', 'rehearsal_member']) {
      this
        .addSql(`create trigger "${table}_live_insert" after insert on "${table}" referencing new table as changed_rows
        for each statement execute function "miq_live_room"();`);
      this
        .addSql(`create trigger "${table}_live_delete" after delete on "${table}" referencing old table as changed_rows
        for each statement execute function "miq_live_room"();`);
    }
    this
      .addSql(`create trigger "rehearsal_room_live_update" after update on "rehearsal_room" referencing new table as changed_rows
      for each statement execute function "miq_live_room"();`);
    this.addSql(`
      create function "miq_live_member_sync"() returns trigger language plpgsql as $$
      begin
        if pg_trigger_depth() > 1 then return null; end if;
        perform pg_notify('miq_live', json_build_object('type', 'rehearsal', 'playlistId', new.playlist_id)::text);
        return null;
      end $$;`);
    this
      .addSql(`create trigger "rehearsal_member_live_sync" after update of "sync_error_ms" on "rehearsal_member" for each row
      when (new."sync_error_ms" is not null and (old."sync_error_ms" is null or abs(old."sync_error_ms" - new."sync_error_ms") >= 1))
      execute function "miq_live_member_sync"();`);
  }

  override async down(): Promise<void> {
    for (const [table, kinds] of Object.entries(TRIGGERS)) {
      for (const kind of kinds) this.addSql(`drop trigger if exists "${table}_live_${kind}" on "${table}";`);
    }
    for (const fn of ['playlist', 'rows', 'moved', 'playlist_row', 'user', 'room', 'member_sync'])
      this.addSql(`drop function if exists "miq_live_${fn}";`);
  }
}
