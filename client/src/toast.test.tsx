import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('the toasts (SPEC.md §9 settings)', () => {
  // jsdom has no PointerEvent; a MouseEvent with a pointer id is what the swipe reads.
  beforeAll(() => {
    class FakePointerEvent extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    (window as unknown as { PointerEvent: typeof FakePointerEvent }).PointerEvent = FakePointerEvent;
  });
  afterAll(() => {
    delete (window as unknown as { PointerEvent?: unknown }).PointerEvent;
  });

  function showOne() {
    renderWithProviders(<div />);
    act(() => {
      showToast({ title: 'Playlist shared', message: 'Gig set is now shared with bob.' });
    });
  }

  const toastOf = async () =>
    (await screen.findByText('Playlist shared')).closest<HTMLElement>('.mantine-Notification-root')!;

  it('dismisses a toast swiped 50 px to the right', async () => {
    showOne();
    const toast = await toastOf();
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1 });
    await waitFor(() => expect(screen.queryByText('Playlist shared')).not.toBeInTheDocument());
  });

  it('keeps a toast swiped less than 50 px, or to the left', async () => {
    showOne();
    const toast = await toastOf();
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 149, pointerId: 1 });
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 2 });
    fireEvent.pointerUp(toast, { clientX: 0, pointerId: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('Playlist shared')).toBeInTheDocument();
    expect(toast.style.translate).toBe('');
  });

  it('moves the focus to the toast with F8', async () => {
    showOne();
    const toast = await toastOf();
    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(toast).toHaveFocus();
  });

  it('keeps the toasts at most 420 px wide', async () => {
    showOne();
    const toast = await toastOf();
    const area = toast.closest<HTMLElement>('.mantine-Notifications-root')!;
    // Mantine writes 420 px as rem (16 px each).
    expect(area.style.getPropertyValue('--notifications-container-width')).toBe(
      'calc(26.25rem * var(--mantine-scale))',
    );
  });
});
