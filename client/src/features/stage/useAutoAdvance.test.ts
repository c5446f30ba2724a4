import { act, renderHook } from '@testing-library/react';
import { useAutoAdvance } from './useAutoAdvance';

describe('auto-advance', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function renderAdvance() {
    const playNext = jest.fn();
    const hook = renderHook(({ active }) => useAutoAdvance(active, true, 5, playNext), {
      initialProps: { active: true },
    });
    return { ...hook, playNext };
  }

  it('starts the next song the gap after a song ends by itself', () => {
    const { rerender, playNext } = renderAdvance();
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(4_999));
    expect(playNext).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(playNext).toHaveBeenCalledTimes(1);
  });

  it('starts nothing after the user stopped the song', () => {
    const { result, rerender, playNext } = renderAdvance();
    result.current.userStopped();
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(10_000));
    expect(playNext).not.toHaveBeenCalled();
  });

  it('starts nothing when the user steps to another song during the gap', () => {
    const { result, rerender, playNext } = renderAdvance();
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(2_000));
    result.current.userStopped();
    act(() => jest.advanceTimersByTime(10_000));
    expect(playNext).not.toHaveBeenCalled();
  });
});
