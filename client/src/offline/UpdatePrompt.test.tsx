import { act, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { screen, userEvent } from '../test-utils/render';
import { announceUpdate } from './appUpdate';
import { UpdatePrompt } from './UpdatePrompt';

describe('UpdatePrompt', () => {
  it("shows nothing until a new version waits, then 'A new version is available' whose Reload switches to it", async () => {
    render(
      <MantineProvider>
        <UpdatePrompt />
      </MantineProvider>,
    );
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();

    const reload = jest.fn().mockResolvedValue(undefined);
    act(() => announceUpdate(reload));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
