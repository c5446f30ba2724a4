import { act, fireEvent, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FakeClickTrackPlayer } from '../test-utils/fakeClickTrackPlayer';
import { ClickTrackPlayerFactoryContext, useClickTrack } from './useClickTrack';

describe('useClickTrack', () => {
  let player: FakeClickTrackPlayer;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ClickTrackPlayerFactoryContext.Provider value={() => player}>{children}</ClickTrackPlayerFactoryContext.Provider>
  );

  beforeEach(() => {
    jest.useFakeTimers();
    player = new FakeClickTrackPlayer();
  });
  afterEach(() => jest.useRealTimers());

  it('prepares the audio output once, in a task of its own after the first press on the page, not at mount', () => {
    renderHook(() => useClickTrack(), { wrapper });
    act(() => jest.runOnlyPendingTimers());
    expect(player.prepare).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(player.prepare).not.toHaveBeenCalled(); // the press's own handlers run first
    act(() => jest.runOnlyPendingTimers());
    expect(player.prepare).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    act(() => jest.runOnlyPendingTimers());
    expect(player.prepare).toHaveBeenCalledTimes(1);
  });

  it('prepares on the first key too', () => {
    renderHook(() => useClickTrack(), { wrapper });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => jest.runOnlyPendingTimers());
    expect(player.prepare).toHaveBeenCalledTimes(1);
  });

  it('does not prepare after unmount, even for a press just before it', () => {
    const { unmount } = renderHook(() => useClickTrack(), { wrapper });
    fireEvent.pointerDown(document.body);
    unmount();
    act(() => jest.runOnlyPendingTimers());
    fireEvent.pointerDown(document.body);
    act(() => jest.runOnlyPendingTimers());
    expect(player.prepare).not.toHaveBeenCalled();
    expect(player.dispose).toHaveBeenCalledTimes(1);
  });
});
