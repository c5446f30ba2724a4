import type { MockedResponse } from '@apollo/client/testing';
import { Route, Routes } from 'react-router';
import { PlaylistPageDocument } from '../../../graphql/generated';
import { withFakePlayer } from '../../../test-utils/fakeClickTrackPlayer';
import { buildUser, renderWithProviders, screen } from '../../../test-utils/render';
import { RehearsePage } from '../../../pages/Rehearse.page';

function renderRehearse(mocks: MockedResponse[]) {
  const { ui } = withFakePlayer(
    <Routes>
      <Route path="/playlist/:id/rehearse" element={<RehearsePage />} />
    </Routes>,
  );
  return renderWithProviders(ui, { route: '/playlist/p-1/rehearse', user: buildUser(), mocks });
}

describe('/playlist/{id}/rehearse', () => {
  it('says a rehearsal room needs a connection when the server cannot be reached', async () => {
    renderRehearse([
      { request: { query: PlaylistPageDocument, variables: { id: 'p-1' } }, error: new TypeError('Failed to fetch') },
    ]);

    expect(await screen.findByText('A rehearsal room needs a connection')).toBeInTheDocument();
    expect(screen.queryByText('This playlist could not be opened.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the playlist' })).toHaveAttribute('href', '/playlist/p-1');
  });

  it("keeps 'This playlist could not be opened.' for an answer that is an error", async () => {
    renderRehearse([
      {
        request: { query: PlaylistPageDocument, variables: { id: 'p-1' } },
        result: { data: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL' } }] },
      },
    ]);

    expect(await screen.findByText('This playlist could not be opened.')).toBeInTheDocument();
    expect(screen.queryByText('A rehearsal room needs a connection')).not.toBeInTheDocument();
  });
});
