import type { MockedResponse } from '@apollo/client/testing';
import { messages } from '../../../../schema/validation/messages';
import { DeleteSoundDocument, MySoundsDocument, type UserSoundRowFragment } from '../../graphql/generated';
import { buildUser, renderWithProviders, screen, userEvent, within } from '../../test-utils/render';
import { MySoundsSection } from './MySoundsSection';

function soundRow(overrides: Partial<UserSoundRowFragment> = {}): UserSoundRowFragment {
  return {
    __typename: 'UserSound',
    id: 's-1',
    name: 'Rim click',
    durationMs: 420,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const soundsMock = (sounds: UserSoundRowFragment[]): MockedResponse => ({
  request: { query: MySoundsDocument },
  result: { data: { sounds } },
});

describe("'My sounds' on /profile", () => {
  it('lists the sounds with their length, and deletes one after confirming', async () => {
    renderWithProviders(<MySoundsSection />, {
      user: buildUser(),
      mocks: [
        soundsMock([soundRow(), soundRow({ id: 's-2', name: 'Cowbell of mine', durationMs: 1500 })]),
        { request: { query: DeleteSoundDocument, variables: { id: 's-1' } }, result: { data: { deleteSound: true } } },
        soundsMock([soundRow({ id: 's-2', name: 'Cowbell of mine', durationMs: 1500 })]),
      ],
    });
    const user = userEvent.setup();
    const row = within((await screen.findByRole('cell', { name: 'Rim click' })).closest('tr')!);
    expect(row.getByText('0.42 s')).toBeInTheDocument();
    expect(screen.getByText('1.50 s')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Play sound Rim click' })).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Delete sound Rim click' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Sound' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sound deleted')).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Cowbell of mine' });
    expect(screen.queryByRole('cell', { name: 'Rim click' })).not.toBeInTheDocument();
  });

  it('asks for a name and a file before uploading, and refuses an empty file without sending it', async () => {
    renderWithProviders(<MySoundsSection />, { user: buildUser(), mocks: [soundsMock([])] });
    const user = userEvent.setup();
    expect(await screen.findByText('No sounds yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload sound' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.soundNameRequired);
    await user.type(screen.getByLabelText('Sound name'), 'Snap');
    await user.click(screen.getByRole('button', { name: 'Upload sound' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.soundMissing);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([], 'snap.wav', { type: 'audio/wav' }));
    expect(screen.getByRole('button', { name: 'File: snap.wav' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload sound' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.soundEmpty);
  });
});
