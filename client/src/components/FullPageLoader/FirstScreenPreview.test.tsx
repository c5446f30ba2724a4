import { FIRST_SCREEN_DATA_ID } from '../../../../schema/firstScreen';
import { renderWithProviders, screen } from '../../test-utils/render';
import { FullPageLoader } from './FullPageLoader';

/** Puts the first data into the page as the server does (an inline JSON element in the head). */
function pageCameWith(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_DATA_ID;
  element.textContent = json;
  document.head.append(element);
}

/** The first data of /playlist/p1/perform. */
const stageData = (artist: string) =>
  JSON.stringify({
    path: '/playlist/p1/perform',
    playlistName: 'Friday gig',
    firstSong: { name: 'Opener', artist, bpm: 132, songCount: 9 },
  });

afterEach(() => document.getElementById(FIRST_SCREEN_DATA_ID)?.remove());

describe('the loader of a set list and its stage', () => {
  it("shows the set list's name as its heading at once, when the page came with it", () => {
    pageCameWith(JSON.stringify({ path: '/playlist/p1', playlistName: 'Friday <gig>' }));
    renderWithProviders(<FullPageLoader signedIn />, { route: '/playlist/p1' });
    expect(screen.getByRole('heading', { level: 1, name: 'Friday <gig>', hidden: true })).toBeInTheDocument();
    // For the eye only: what waits for the screen's heading meets the screen's own.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("shows the stage's first song with its tempo", () => {
    pageCameWith(stageData('The Band'));
    renderWithProviders(<FullPageLoader signedIn />, { route: '/playlist/p1/perform' });
    expect(screen.getByRole('heading', { level: 1, name: 'Opener', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('132 BPM')).toBeInTheDocument();
    expect(screen.getByText('Friday gig · Song 1 of 9')).toBeInTheDocument();
    expect(screen.getByText('The Band')).toBeInTheDocument();
  });

  it('shows nothing of data made for another page, unreadable data, or a stage opened at another song', () => {
    pageCameWith(JSON.stringify({ path: '/playlist/p2', playlistName: 'Other set' }));
    const other = renderWithProviders(<FullPageLoader signedIn />, { route: '/playlist/p1' });
    expect(screen.queryByRole('heading', { hidden: true })).not.toBeInTheDocument();
    other.unmount();
    document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();

    pageCameWith('{"path": "/playlist/p1", "playlistName": ');
    const broken = renderWithProviders(<FullPageLoader signedIn />, { route: '/playlist/p1' });
    expect(screen.queryByRole('heading', { hidden: true })).not.toBeInTheDocument();
    broken.unmount();
    document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();

    pageCameWith(stageData(''));
    renderWithProviders(<FullPageLoader signedIn />, { route: '/playlist/p1/perform?trackId=t5' });
    expect(screen.queryByText('132 BPM')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows only the spinner on a set list the page has no data for', () => {
    renderWithProviders(<FullPageLoader signedIn />, { route: '/playlist/p1' });
    expect(screen.queryByRole('heading', { hidden: true })).not.toBeInTheDocument();
  });
});
