import {
  REHEARSAL_MESSAGE_DOWNBEAT_MARGIN_MS,
  REHEARSAL_MESSAGE_MAX_LENGTH,
  REHEARSAL_MESSAGES_PER_WINDOW,
} from '../../schema/limits';
import { rehearsalMessageMessages } from '../../schema/validation/rehearsalMessage';
import type { User } from '../entities';
import { deviceInRoom } from '../fuzz/wellFormedRows';
import { JOIN_FIRST } from '../services/rehearsal/commands';
import type { RehearsalMessageView } from '../services/rehearsal/messageView';
import { MESSAGE_NOT_ALLOWED, TOO_MANY_MESSAGES } from '../services/rehearsal/messages';
import type { RehearsalRoomView } from '../services/rehearsal/rooms';
import { ApiClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { liveClient, subscribe } from '../test/liveClient';
import { operationDoors } from '../test/operationDoors';
import { startTestApp, type TestApp } from '../test/testServer';

// Band messages in a rehearsal room on both doors and a real PostgreSQL: who may send, what text is
// taken, the room's rate, and delivery to a device on another instance over a real WebSocket.

let app: TestApp;
let second: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  second = await startTestApp({ sharedDatabase: app.database });
});
afterAll(async () => {
  await second?.close();
  await app?.close();
});

/** A shared playlist whose room holds a device of the recipient and one of the owner, who leads. */
async function roomWithBand() {
  const em = app.em();
  const [owner, recipient, outsider] = await Promise.all([buildUser(em), buildUser(em), buildUser(em)]);
  const playlist = await buildPlaylist(em, owner!.user, { name: 'Friday set', trackCount: 2 });
  await buildShare(em, playlist, recipient!.user, owner!.user);
  await buildShare(em, playlist, outsider!.user, owner!.user);
  await deviceInRoom(em, playlist.id, recipient!.user.id);
  await deviceInRoom(em, playlist.id, owner!.user.id);
  const signedIn = (target: TestApp, who: { user: User; password: string }) =>
    new ApiClient(target).open().then((client) => client.logIn(who.user.username, who.password));
  return {
    playlist,
    owner: owner!,
    recipient: recipient!,
    ownerClient: await signedIn(app, owner!),
    recipientClient: await signedIn(app, recipient!),
    outsiderClient: await signedIn(app, outsider!),
    signedIn,
  };
}

/** The room's message columns and its message count, straight from the table. */
async function messageRow(playlistId: string) {
  const [row] = await app
    .em()
    .execute<Array<{ message_id: string | null; message_text: string | null; messages_in_window: number }>>(
      'select message_id, message_text, messages_in_window from rehearsal_room where playlist_id = ?',
      [playlistId],
    );
  return row;
}

describe.each(operationDoors)('band messages on the $name door', (door) => {
  const send = (client: ApiClient, playlistId: string, body: Record<string, unknown>) =>
    door.call<RehearsalRoomView>(client, 'sendRehearsalMessage', { params: { id: playlistId }, body });

  it('lets the leader send; a bandmate who neither leads nor was named is refused (403, nothing written) until the owner names them', async () => {
    const { playlist, owner, recipient, ownerClient, recipientClient, outsiderClient } = await roomWithBand();
    const sent = await send(ownerClient, playlist.id, { text: '  Last chorus ', onDownbeat: false });
    expect(sent.status).toBe(200);
    expect(sent.data!.message).toMatchObject({
      text: 'Last chorus',
      fromUsername: owner.user.username,
      onDownbeat: false,
    });
    expect(sent.data!.message!.showFrom).toBe(sent.data!.message!.sentAt);

    const before = await messageRow(playlist.id);
    const refused = await send(recipientClient, playlist.id, { text: 'Cut' });
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', MESSAGE_NOT_ALLOWED]);
    expect(await messageRow(playlist.id)).toEqual(before);
    // Not in the room at all: join first.
    const outside = await send(outsiderClient, playlist.id, { text: 'Cut' });
    expect([outside.code, outside.message]).toEqual(['CONFLICT', JOIN_FIRST]);

    await ownerClient.send('put', `/api/playlists/${playlist.id}/rehearsal/leaders`, {
      anyoneMayLead: false,
      leaders: [recipient.user.username],
    });
    const named = await send(recipientClient, playlist.id, { text: 'Up next Highway Song' });
    expect(named.data!.message).toMatchObject({ text: 'Up next Highway Song', fromUsername: recipient.user.username });
  });

  it('refuses bad text with a clear 400 and writes nothing', async () => {
    const { playlist, ownerClient } = await roomWithBand();
    const long = 'x'.repeat(REHEARSAL_MESSAGE_MAX_LENGTH + 1);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ text: '' }, rehearsalMessageMessages.text],
      [{ text: '   ' }, rehearsalMessageMessages.text],
      [{ text: 'Repeat\nchorus' }, rehearsalMessageMessages.control],
      [{ text: 'Tag\u0007' }, rehearsalMessageMessages.control],
      [{ text: 'Stop\u0085now' }, rehearsalMessageMessages.control],
      [{ text: long }, rehearsalMessageMessages.tooLong],
      [{ text: `Now playing ${'y'.repeat(201)}` }, rehearsalMessageMessages.tooLong],
    ];
    const before = await messageRow(playlist.id);
    for (const [body, message] of cases) {
      const answer = await send(ownerClient, playlist.id, body);
      expect([answer.code, answer.message]).toEqual(['VALIDATION_ERROR', message]);
    }
    expect(await messageRow(playlist.id)).toEqual(before);
    if (door.name === 'REST') {
      const notBoolean = await send(ownerClient, playlist.id, { text: 'Tag', onDownbeat: 'yes' });
      expect([notBoolean.code, notBoolean.message]).toEqual(['VALIDATION_ERROR', rehearsalMessageMessages.onDownbeat]);
    }
    expect(await messageRow(playlist.id)).toEqual(before);
    expect((await send(ownerClient, playlist.id, { text: 'Tag', onDownbeat: null })).data!.message).toMatchObject({
      text: 'Tag',
      onDownbeat: false,
    });
    // A song's name may make 'Now playing …' longer than free text.
    const song = `Now playing ${'y'.repeat(REHEARSAL_MESSAGE_MAX_LENGTH)}`;
    expect((await send(ownerClient, playlist.id, { text: song })).data!.message!.text).toBe(song);
  });

  it(`takes at most ${REHEARSAL_MESSAGES_PER_WINDOW} messages per room and window (429 with nothing written); commands keep their own count`, async () => {
    const { playlist, ownerClient } = await roomWithBand();
    for (let index = 0; index < REHEARSAL_MESSAGES_PER_WINDOW; index++)
      expect((await send(ownerClient, playlist.id, { text: `Message ${index}` })).status).toBe(200);
    const before = await messageRow(playlist.id);
    const refused = await send(ownerClient, playlist.id, { text: 'One too many' });
    expect([refused.code, refused.message]).toEqual(['TOO_MANY_REQUESTS', TOO_MANY_MESSAGES]);
    expect(await messageRow(playlist.id)).toEqual(before);
    expect((await ownerClient.post(`/api/playlists/${playlist.id}/rehearsal/stop`)).status).toBe(200);
  });
});

describe('a band message on the next downbeat', () => {
  it('waits for the first bar after a margin while a song plays, and reaches a device on another instance', async () => {
    const { playlist, recipient, ownerClient, signedIn } = await roomWithBand();
    const recipientThere = await signedIn(second, recipient);
    const socket = liveClient(second, {
      cookie: recipientThere.cookieHeader(),
      params: { xsrfToken: recipientThere.token },
    });
    type Event = { rehearsal: { kind: string; room: { message: RehearsalMessageView | null } | null } };
    const live = subscribe<Event>(
      socket,
      `subscription($playlistId: ID!) { rehearsal(playlistId: $playlistId, deviceName: "Bass") {
        kind room { message { id text fromUsername sentAt onDownbeat showFrom } } } }`,
      { playlistId: playlist.id },
    );
    try {
      expect((await live.next()).rehearsal.kind).toBe('JOINED');
      const stopped = await ownerClient.post(`/api/playlists/${playlist.id}/rehearsal/message`, {
        text: 'Start',
        onDownbeat: true,
      });
      // Nothing plays: it shows at once.
      expect(stopped.body.message).toMatchObject({ onDownbeat: false, showFrom: stopped.body.message.sentAt });

      const tracks = (await ownerClient.get(`/api/playlists/${playlist.id}`)).body.tracks as Array<{ id: string }>;
      await ownerClient.post(`/api/playlists/${playlist.id}/rehearsal/start`, { trackId: tracks[0]!.id });
      const sent = await ownerClient.post(`/api/playlists/${playlist.id}/rehearsal/message`, {
        text: 'Repeat chorus',
        onDownbeat: true,
      });
      const message = sent.body.message as RehearsalMessageView;
      expect(message).toMatchObject({ text: 'Repeat chorus', onDownbeat: true });
      expect(message.showFrom).toBe(message.sentAt + REHEARSAL_MESSAGE_DOWNBEAT_MARGIN_MS);

      for (;;) {
        const heard = (await live.next()).rehearsal.room?.message;
        if (heard?.id === message.id) {
          expect(heard).toEqual(message);
          break;
        }
      }
    } finally {
      live.stop();
      await socket.dispose();
    }
  });
});
