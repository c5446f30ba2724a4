import type { TrackList_TrackFragment } from '../../graphql/generated';
import type { RehearsalRoom } from './live/useRehearsal';
import { buildTrack } from '../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent, within } from '../../test-utils/render';
import { RehearsalStage, type RehearsalStageProps } from './RehearsalStage';

const track = (id: string, position: number, name: string, bpm: number, notes = ''): TrackList_TrackFragment =>
  buildTrack({ id, position, name, artist: 'Band', bpm, bpmSource: 'manual', albumArt: null, externalId: null, notes });
const TRACKS = [
  track('t-1', 1, 'Opener', 128, 'Start on the chorus'),
  track('t-2', 2, 'Ballad', 76),
  track('t-3', 3, 'Closer', 140),
];

const member = (id: string, username: string, isLeader: boolean) => ({
  __typename: 'RehearsalMember' as const,
  id,
  username,
  deviceName: 'Phone',
  isLeader,
  syncErrorMs: 0.4,
});

function room(overrides: Partial<RehearsalRoom> = {}): RehearsalRoom {
  return {
    __typename: 'RehearsalRoom',
    playlistId: 'p1',
    leaderId: 'u-drums',
    leaderUsername: 'drums',
    status: 'STOPPED',
    trackId: 't-1',
    bpm: 132,
    startsAt: null,
    stopsAt: null,
    leadTimeMs: 1000,
    version: 1,
    members: [member('m-drums', 'drums', true), member('m-keys', 'keys', false)],
    leadRequestUsername: null,
    anyoneMayLead: true,
    namedLeaders: [],
    message: null,
    ...overrides,
  };
}

function show(props: Partial<RehearsalStageProps>) {
  const handlers = { onStart: jest.fn(), onStop: jest.fn(), onLead: jest.fn(), onAnswer: jest.fn() };
  const view = renderWithProviders(
    <RehearsalStage
      playlistId="p1"
      playlistName="Friday"
      tracks={TRACKS}
      room={room()}
      memberId="m-keys"
      username="keys"
      ownsPlaylist={false}
      busy={false}
      theme="Dark"
      beat={{ lit: null, countIn: null }}
      status="Stopped"
      sync={<p>This device: ±0.4 ms</p>}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

describe('the rehearsal room on the stage', () => {
  describe('a follower', () => {
    it("sees the room's song at the room's tempo, its notes and the next song; the bar says who leads instead of the transport", () => {
      show({});
      expect(screen.getByRole('heading', { level: 1, name: 'Opener' })).toBeInTheDocument();
      expect(screen.getByTestId('stage-tempo')).toHaveTextContent('132 BPM');
      expect(screen.getByText('Start on the chorus')).toBeInTheDocument();
      expect(screen.getByText('Next: Ballad')).toBeInTheDocument();
      expect(screen.getByTestId('room-leader')).toHaveTextContent('drums leads');
      for (const name of ['Play', 'Stop', 'Next', 'Previous'])
        expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    });

    it('asks for the lead from the stage itself, and its keys do nothing to the room', async () => {
      const { onLead, onStart, onStop } = show({});
      await userEvent.keyboard('{ArrowRight} ');
      expect(screen.getByRole('heading', { level: 1, name: 'Opener' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Ask to lead' }));
      expect(onLead).toHaveBeenCalledTimes(1);
      expect(onStart).not.toHaveBeenCalled();
      expect(onStop).not.toHaveBeenCalled();
    });

    it('keeps the sync details behind Sync', async () => {
      show({});
      expect(screen.queryByText('This device: ±0.4 ms')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Sync' }));
      expect(within(screen.getByRole('group', { name: 'Sync' })).getByText('This device: ±0.4 ms')).toBeInTheDocument();
    });
  });

  describe('the leader', () => {
    const leader = { memberId: 'm-drums', username: 'drums' };

    it('while the room is stopped, Next and Previous only select the song the leader will play; Play starts the selected song at its tempo', async () => {
      const { onStart, onStop } = show(leader);
      expect(screen.queryByTestId('room-leader')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByRole('heading', { level: 1, name: 'Closer' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Ballad' })).toBeInTheDocument();
      expect(screen.getByTestId('stage-tempo')).toHaveTextContent('76 BPM');
      expect(onStart).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Play' }));
      expect(onStart).toHaveBeenCalledWith('t-2', 76);
      expect(onStop).not.toHaveBeenCalled();
    });

    it('while the room plays, Next starts the next song on every device and Stop stops the room', async () => {
      const { onStart, onStop } = show({ ...leader, room: room({ status: 'PLAYING' }) });
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(onStart).toHaveBeenCalledWith('t-2', 76);
      await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
      expect(onStop).toHaveBeenCalledTimes(1);
    });

    it('picks a song and changes the tempo in Settings', async () => {
      const { onStart } = show({ ...leader, room: room({ status: 'PLAYING' }) });
      await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
      const bpm = screen.getByRole('textbox', { name: 'BPM' });
      await userEvent.clear(bpm);
      await userEvent.type(bpm, '84');
      await userEvent.click(screen.getByRole('button', { name: 'Play at 84 BPM' }));
      expect(onStart).toHaveBeenCalledWith('t-1', 84);
    });

    it("sees a bandmate's request for the lead on the stage and answers it", async () => {
      const { onAnswer } = show({ ...leader, room: room({ leadRequestUsername: 'keys' }) });
      expect(screen.getByRole('alertdialog', { name: 'keys asks to lead' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Hand over the lead' }));
      expect(onAnswer).toHaveBeenCalledWith(true);
    });
  });

  describe('band messages', () => {
    it("the leader sends a preset naming the next song, or free text, on the next downbeat unless switched off; a follower has no 'Message'", async () => {
      const onMessage = jest.fn();
      show({ memberId: 'm-drums', username: 'drums', onMessage });
      await userEvent.click(screen.getByRole('button', { name: 'Message' }));
      const panel = screen.getByRole('group', { name: 'Band message' });
      await userEvent.click(within(panel).getByRole('button', { name: 'Up next Ballad' }));
      expect(onMessage).toHaveBeenLastCalledWith('Up next Ballad', true);
      await userEvent.click(within(panel).getByRole('switch', { name: 'On the next downbeat' }));
      await userEvent.type(within(panel).getByRole('textbox', { name: 'Your message' }), '  Watch me  {Enter}');
      expect(onMessage).toHaveBeenLastCalledWith('Watch me', false);
    });

    it('is for the leader and the people the owner named, not for every follower', () => {
      const onMessage = jest.fn();
      const { unmount } = show({ onMessage });
      expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
      unmount();
      show({ onMessage, room: room({ namedLeaders: ['keys'], anyoneMayLead: false }) });
      expect(screen.getByRole('button', { name: 'Message' })).toBeInTheDocument();
    });
  });
});
