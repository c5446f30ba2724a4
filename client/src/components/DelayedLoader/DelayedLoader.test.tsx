import { act } from '@testing-library/react';
import { renderWithProviders } from '../../test-utils/render';
import { DelayedLoader, SPINNER_DELAY_MS } from './DelayedLoader';

const spinner = (container: HTMLElement) => container.querySelector('.mantine-Loader-root');

describe('DelayedLoader', () => {
  // The fake clock starts at 0, as a page's clock does when it begins to load.
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('holds the place of the spinner during the first second of a page load, then shows it', () => {
    const { container } = renderWithProviders(<DelayedLoader size="sm" aria-hidden />);
    expect(spinner(container)).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({
      width: 'calc(1.375rem * var(--mantine-scale))',
    });

    act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS - 1));
    expect(spinner(container)).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(spinner(container)).not.toBeNull();
  });

  it('counts the second from the start of the page, not from each loader of the same load', () => {
    act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS - 200));
    const { container } = renderWithProviders(<DelayedLoader />);
    expect(spinner(container)).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(spinner(container)).not.toBeNull();
  });

  it('shows the spinner at once on a page that has been open for longer', () => {
    act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS * 5));
    const { container } = renderWithProviders(<DelayedLoader />);
    expect(spinner(container)).not.toBeNull();
  });
});
