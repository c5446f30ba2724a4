import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_SWIPE_THRESHOLD_PX,
} from '../../schema/limits';
import { hideCurrentToast } from './toast';
import './Toasts.css';

const TOAST_SELECTOR = '.mantine-Notification-root';

/** The toast on screen, if any (at most one shows). */
function visibleToast(): HTMLElement | null {
  return document.querySelector<HTMLElement>(TOAST_SELECTOR);
}

/** F8 moves the focus to the toast on screen (which also holds it while focused). */
function useToastHotkey(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      const toast = visibleToast();
      if (!toast) return;
      event.preventDefault();
      if (!toast.hasAttribute('tabindex')) toast.tabIndex = -1;
      toast.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** A toast follows a finger or pointer dragged to the right and is dismissed past 50 px; less springs back. */
function useSwipeRightToDismiss(): void {
  useEffect(() => {
    let swipe: { toast: HTMLElement; startX: number; pointerId: number } | null = null;
    const offset = (event: PointerEvent) => (swipe ? Math.max(0, event.clientX - swipe.startX) : 0);

    const onDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const toast = target?.closest<HTMLElement>(TOAST_SELECTOR);
      if (!toast || target?.closest('button')) return;
      swipe = { toast, startX: event.clientX, pointerId: event.pointerId };
    };
    const onMove = (event: PointerEvent) => {
      if (swipe?.pointerId === event.pointerId) swipe.toast.style.translate = `${offset(event)}px 0`;
    };
    const onUp = (event: PointerEvent) => {
      if (swipe?.pointerId !== event.pointerId) return;
      const { toast } = swipe;
      const dismissed = event.type === 'pointerup' && offset(event) >= TOAST_SWIPE_THRESHOLD_PX;
      swipe = null;
      if (dismissed) hideCurrentToast();
      else toast.style.translate = '';
    };

    document.addEventListener('pointerdown', onDown);
    document.addEventListener('pointermove', onMove);
    document.addEventListener('pointerup', onUp);
    document.addEventListener('pointercancel', onUp);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerup', onUp);
      document.removeEventListener('pointercancel', onUp);
    };
  }, []);
}

/**
 * The toasts' area with SPEC.md §9's settings: one toast at a time, each shown 5 s, at most 420 px
 * wide, dismissed by a swipe to the right of 50 px, reached from anywhere with F8. Mantine's own
 * drag (either way, a third of the width) is off, so there is one swipe rule. A toast replacing
 * another takes its place without moving anything (Toasts.css).
 */
export function Toasts() {
  useToastHotkey();
  useSwipeRightToDismiss();
  return (
    <Notifications
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATION_MS}
      containerWidth={TOAST_MAX_WIDTH_PX}
      allowDragDismiss={false}
      allowScrollDismiss={false}
      classNames={{ notification: 'toast' }}
      // A horizontal drag on a toast is the swipe, not a page scroll.
      styles={{ notification: { touchAction: 'pan-y' } }}
    />
  );
}
