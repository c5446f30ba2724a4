import type { RehearsalRoom } from './live/useRehearsal';
import { renderWithProviders, screen, userEvent } from '../../test-utils/render';
import { LeadHandover, type LeadHandoverProps } from './LeadHandover';

const member = (id: string, username: string, isLeader: boolean) => ({
  __typename: 'RehearsalMember' as const,
  id,
  username,
  deviceName: 'Phone',
  isLeader,
  syncErrorMs: null,
});

function room(overrides: Partial<RehearsalRoom> = {}): RehearsalRoom {
  return {
    __typename: 'RehearsalRoom',
    playlistId: 'p1',
    leaderId: 'u-drums',
    leaderUsername: 'drums',
    status: 'STOPPED',
    trackId: null,
    bpm: null,
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

function show(props: Partial<LeadHandoverProps>) {
  const onLead = jest.fn();
  const onAnswer = jest.fn();
  renderWithProviders(
    <LeadHandover
      room={room()}
      memberId="m-keys"
      username="keys"
      ownsPlaylist={false}
      busy={false}
      onLead={onLead}
      onAnswer={onAnswer}
      {...props}
    />,
  );
  return { onLead, onAnswer };
}

describe('LeadHandover', () => {
  it('lets a bandmate ask the leader for the lead, and says it asked', async () => {
    const { onLead } = show({});
    await userEvent.click(screen.getByRole('button', { name: 'Ask to lead' }));
    expect(onLead).toHaveBeenCalledTimes(1);
  });

  it('shows the bandmate that the leader was asked while the request waits', () => {
    show({ room: room({ leadRequestUsername: 'keys' }) });
    expect(screen.getByRole('status')).toHaveTextContent('Asked drums to hand over the lead…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the leader's device the request, with Hand over and Keep", async () => {
    const { onAnswer } = show({ memberId: 'm-drums', username: 'drums', room: room({ leadRequestUsername: 'keys' }) });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('keys asks to lead');
    await userEvent.click(screen.getByRole('button', { name: 'Keep the lead' }));
    await userEvent.click(screen.getByRole('button', { name: 'Hand over the lead' }));
    expect(onAnswer.mock.calls).toEqual([[false], [true]]);
  });

  it('shows the leader nothing while nobody asks', () => {
    show({ memberId: 'm-drums', username: 'drums' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers the playlist's owner, or anyone when nobody leads, to take the lead at once", () => {
    show({ ownsPlaylist: true });
    expect(screen.getByRole('button', { name: 'Take the lead' })).toBeInTheDocument();
  });

  it('offers nothing to someone the owner did not name, and the lead to someone named', () => {
    show({ room: room({ anyoneMayLead: false, namedLeaders: ['bass'] }) });
    expect(screen.getByText(/Only the playlist's owner and the people they name lead this room/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets a named bandmate ask', () => {
    show({ room: room({ anyoneMayLead: false, namedLeaders: ['Keys'] }) });
    expect(screen.getByRole('button', { name: 'Ask to lead' })).toBeInTheDocument();
  });
});
