import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FakeClickTrackPlayer } from '../test-utils/fakeClickTrackPlayer';
import { ClickTrackPlayerFactoryContext, useClickTrack } from './useClickTrack';
import { useWakeLock } from './useWakeLock';

const SETTINGS = {
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 10,
  countInBeats: 4,
  volumePercent: 75,
} as const;

/** A browser whose Screen Wake Lock hands out locks the test can count. */
function fakeWakeLock() {
  const release = jest.fn(async () => undefined);
  const request = jest.fn(async (_type: string) => ({ release }));
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, release };
}

/** Lets the lock's promise settle. */
const settle = () => act(async () => undefined);

describe('the screen wake lock', () => {
  afterEach(() => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
  });

  it('is held while shown and released on unmount', async () => {
    const { request, release } = fakeWakeLock();
    const { unmount } = renderHook(() => useWakeLock());
    await settle();
    expect(request).toHaveBeenCalledWith('screen');
    unmount();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('is not taken while inactive, and let go when it turns inactive', async () => {
    const { request, release } = fakeWakeLock();
    const { rerender } = renderHook(({ active }) => useWakeLock(active), { initialProps: { active: false } });
    await settle();
    expect(request).not.toHaveBeenCalled();
    rerender({ active: true });
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    rerender({ active: false });
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('is taken again when the page becomes visible (the browser drops it when hidden)', async () => {
    const { request } = fakeWakeLock();
    renderHook(() => useWakeLock());
    await settle();
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does nothing where the browser refuses it or has no such API', async () => {
    Object.defineProperty(navigator, 'wakeLock', {
      value: { request: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    const refused = renderHook(() => useWakeLock());
    await settle();
    expect(() => refused.unmount()).not.toThrow();
    delete (navigator as { wakeLock?: unknown }).wakeLock;
    const missing = renderHook(() => useWakeLock());
    await settle();
    expect(() => missing.unmount()).not.toThrow();
  });

  it('is held by a page while its click track counts in and plays, and released when it stops', async () => {
    const { request, release } = fakeWakeLock();
    const player = new FakeClickTrackPlayer();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ClickTrackPlayerFactoryContext.Provider value={() => player}>{children}</ClickTrackPlayerFactoryContext.Provider>
    );
    const { result } = renderHook(() => useClickTrack(), { wrapper });
    await settle();
    expect(request).not.toHaveBeenCalled();
    await act(() => result.current.play(SETTINGS));
    await settle();
    expect(request).toHaveBeenCalledWith('screen');
    act(() => result.current.stop());
    expect(release).toHaveBeenCalledTimes(1);
  });
});
