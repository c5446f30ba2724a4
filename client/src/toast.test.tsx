import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from './test-utils/render';
import { showToast } from './toast';

describe('showToast', () => {
  it('replaces the visible toast at once instead of queueing behind it', async () => {
    renderWithProviders(<div />);
    act(() => {
      showToast({ title: 'Logged out', message: 'You have been successfully logged out.' });
    });
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    act(() => {
      showToast({ title: 'Login successful', message: 'Welcome back, Casey!' });
    });
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    // Gone within waitFor's 1 s; a queued toast would stay for its full 5 s.
    await waitFor(() => expect(screen.queryByText('Logged out')).not.toBeInTheDocument());
  });
});
