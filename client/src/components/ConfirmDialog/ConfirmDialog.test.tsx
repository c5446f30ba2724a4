import { renderWithProviders, screen, userEvent, waitFor } from '../../test-utils/render';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog(onConfirm: () => Promise<void> | void = jest.fn(), onCancel = jest.fn()) {
  renderWithProviders(
    <ConfirmDialog
      opened
      title="Delete Playlist"
      message="Delete “Warm-up”?"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows the title, the message and both buttons', () => {
    renderDialog();

    expect(screen.getByRole('dialog', { name: 'Delete Playlist' })).toBeInTheDocument();
    expect(screen.getByText('Delete “Warm-up”?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('Cancel closes without running the action', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('the confirm button runs the action once and is busy until it settles', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDialog(onConfirm);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    // The button is there all along; wait for its state, not for the element.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
  });
});
