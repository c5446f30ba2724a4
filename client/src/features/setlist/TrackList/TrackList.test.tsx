import { buildTrack } from '../../../test-utils/playlistMocks';
import { renderWithProviders, screen, userEvent, within } from '../../../test-utils/render';
import { playTrackPath } from './playTrackPath';
import { TrackList } from './TrackList';

const tracks = [
  buildTrack({ id: 't-2', position: 1, name: 'Slow & Easy', artist: 'Whitesnake', bpm: 80, bpmSource: 'estimate' }),
  buildTrack({ id: 't-1', position: 0, name: 'Take Five', artist: 'Dave Brubeck', bpm: 172 }),
];

describe('TrackList', () => {
  it('lists the tracks in playlist order with artist, BPM and "estimated" for estimated tempos', () => {
    renderWithProviders(<TrackList tracks={tracks} canEdit={false} />);
    const items = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');

    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Take Five');
    expect(items[0]).toHaveTextContent('Dave Brubeck');
    expect(within(items[0]).getByText('172 BPM')).toBeInTheDocument();
    expect(within(items[0]).queryByText('estimated')).not.toBeInTheDocument();
    expect(within(items[1]).getByText('80 BPM')).toBeInTheDocument();
    expect(within(items[1]).getByText('estimated')).toBeInTheDocument();
  });

  it("shows each track's album art where known and a placeholder where not", () => {
    const withArt = [
      buildTrack({ id: 'a', position: 0, name: 'Covered', albumArt: 'https://art.example/cover.jpg' }),
      buildTrack({ id: 'b', position: 1, name: 'Bare', albumArt: null }),
    ];
    renderWithProviders(<TrackList tracks={withArt} canEdit={false} />);
    const items = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', 'https://art.example/cover.jpg');
    expect(within(items[1]!).getByTestId('album-art-placeholder')).toBeInTheDocument();
    expect(items[1]!.querySelector('img')).toBeNull();
  });

  it('opens a play menu playing in place, or linking to the generator without onPlay, and the visualizer', async () => {
    const onPlay = jest.fn();
    const view = renderWithProviders(<TrackList tracks={tracks} canEdit={false} onPlay={onPlay} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play Slow & Easy' }));

    expect(screen.getByRole('menuitem', { name: 'Play in Visualizer' })).toHaveAttribute(
      'href',
      '/?track=Slow%20%26%20Easy&bpm=80&autoplay=true&visualizer=true',
    );
    const play = await screen.findByRole('menuitem', { name: 'Play' });
    expect(play).not.toHaveAttribute('href');
    await user.click(play);
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 't-2' }));

    view.unmount();
    renderWithProviders(<TrackList tracks={tracks} canEdit={false} />);
    await user.click(screen.getByRole('button', { name: 'Play Slow & Easy' }));
    expect(await screen.findByRole('menuitem', { name: 'Play' })).toHaveAttribute(
      'href',
      '/?track=Slow%20%26%20Easy&bpm=80&autoplay=true',
    );
  });

  it('puts a Stop button on the track playing', async () => {
    const onStop = jest.fn();
    renderWithProviders(
      <TrackList tracks={tracks} canEdit={false} onPlay={jest.fn()} onStop={onStop} playingTrackId="t-1" />,
    );

    expect(screen.queryByRole('button', { name: 'Stop Slow & Easy' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop Take Five' }));
    expect(onStop).toHaveBeenCalled();
  });

  it('offers Remove only to editors and reports the track', async () => {
    const onRemove = jest.fn();
    const view = renderWithProviders(<TrackList tracks={tracks} canEdit onRemove={onRemove} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Take Five' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove Take Five' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 't-1' }));

    view.unmount();
    renderWithProviders(<TrackList tracks={tracks} canEdit={false} onRemove={onRemove} />);
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it("gives a reader's row menu 'Copy to…' alone, and an editor's it beside Remove", async () => {
    const onCopy = jest.fn();
    const onRemove = jest.fn();
    const view = renderWithProviders(<TrackList tracks={tracks} canEdit={false} onCopy={onCopy} onRemove={onRemove} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Slow & Easy' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Copy to…']);
    await user.click(screen.getByRole('menuitem', { name: 'Copy Slow & Easy to another playlist' }));
    expect(onCopy).toHaveBeenCalledWith(expect.objectContaining({ id: 't-2' }));

    view.unmount();
    renderWithProviders(<TrackList tracks={tracks} canEdit onCopy={onCopy} onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Actions for Take Five' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Copy to…', 'Remove']);
  });

  it("marks fallback tempos 'estimated' too and labels known sources", () => {
    const more = [
      buildTrack({ id: 'f', position: 0, name: 'Unknown', bpmSource: 'fallback' }),
      buildTrack({ id: 'm', position: 1, name: 'Typed', bpmSource: 'manual' }),
      buildTrack({ id: 'l', position: 2, name: 'Found', bpmSource: 'lookup' }),
    ];
    renderWithProviders(<TrackList tracks={more} canEdit={false} />);
    const items = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('estimated')).toBeInTheDocument();
    expect(within(items[1]!).getByText('typed')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('estimated')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('looked up')).toBeInTheDocument();
  });

  it("offers 'Change tempo' only to editors and reports the track", async () => {
    const onChangeTempo = jest.fn();
    const view = renderWithProviders(<TrackList tracks={tracks} canEdit onChangeTempo={onChangeTempo} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actions for Slow & Easy' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change tempo of Slow & Easy' }));
    expect(onChangeTempo).toHaveBeenCalledWith(expect.objectContaining({ id: 't-2' }));

    view.unmount();
    renderWithProviders(<TrackList tracks={tracks} canEdit={false} onChangeTempo={onChangeTempo} />);
    expect(screen.queryByRole('menuitem', { name: /^Change tempo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it("keeps the editors' actions in each row's menu, Edit first, with the row's Play still in the row", async () => {
    const handlers = { onEdit: jest.fn(), onChangeTempo: jest.fn(), onEditSongMap: jest.fn(), onRemove: jest.fn() };
    renderWithProviders(<TrackList tracks={tracks} canEdit onPlay={jest.fn()} {...handlers} />);
    const items = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('button', { name: 'Play Take Five' })).toBeInTheDocument();
    expect(
      within(items[0]!).queryByRole('button', { name: /^(Edit|Remove|Change tempo|Song map)/ }),
    ).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(items[0]!).getByRole('button', { name: 'Actions for Take Five' }));
    const menuItems = await screen.findAllByRole('menuitem');
    expect(menuItems.map((item) => item.textContent)).toEqual(['Edit', 'Change tempo', 'Song map', 'Remove']);
    await user.click(screen.getByRole('menuitem', { name: 'Edit Take Five' }));
    expect(handlers.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 't-1' }));
  });

  it("shows each song's key and length, and its whole name however long", () => {
    const long = 'Quokka Summer Nights (Extended Stadium Version with the Horn Section)';
    const more = [
      buildTrack({ id: 'k', position: 0, name: long, key: 'F#m', lengthSeconds: 245 }),
      buildTrack({ id: 'n', position: 1, name: 'Open', key: null, lengthSeconds: null }),
    ];
    renderWithProviders(<TrackList tracks={more} canEdit={false} />);
    const items = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText(long)).toBeInTheDocument();
    expect(within(items[0]!).getByLabelText('Key F#m')).toHaveTextContent('F#m');
    expect(within(items[0]!).getByLabelText('Length 4:05')).toHaveTextContent('4:05');
    expect(within(items[1]!).queryByLabelText(/^Key/)).not.toBeInTheDocument();
    expect(within(items[1]!).queryByLabelText(/^Length/)).not.toBeInTheDocument();
  });

  it('says so when the playlist has no tracks', () => {
    renderWithProviders(<TrackList tracks={[]} canEdit />);
    expect(screen.getByText('This playlist has no tracks yet.')).toBeInTheDocument();
  });

  it('builds play paths with the name URL-encoded', () => {
    expect(playTrackPath({ id: 't-1', name: 'A/B?', bpm: 120 })).toBe('/?track=A%2FB%3F&bpm=120&autoplay=true');
    expect(playTrackPath({ id: 't-1', name: 'X', bpm: 90 }, true)).toBe(
      '/?track=X&bpm=90&autoplay=true&visualizer=true',
    );
  });

  it('builds play paths that carry the whole set list from a playlist', () => {
    expect(playTrackPath({ id: 't-1', name: 'X', bpm: 90 }, false, 'p-1')).toBe(
      '/?playlist=p-1&trackId=t-1&autoplay=true',
    );
    expect(playTrackPath({ id: 't-1', name: 'X', bpm: 90 }, true, 'p-1')).toBe(
      '/?playlist=p-1&trackId=t-1&autoplay=true&visualizer=true',
    );
  });
});
