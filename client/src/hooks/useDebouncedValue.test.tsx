import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the new value only after it stayed unchanged for the delay; each change restarts the wait', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'he' },
    });
    expect(result.current).toBe('he');

    rerender({ value: 'hel' });
    act(() => jest.advanceTimersByTime(400));
    rerender({ value: 'hell' });
    act(() => jest.advanceTimersByTime(400));
    expect(result.current).toBe('he');

    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('hell');
  });
});
