import { useRef, type PointerEvent } from 'react';

/** The shortest horizontal movement that counts as a swipe, in CSS pixels. */
export const SWIPE_MIN_PX = 50;

/** A swipe's direction: left (the finger moved towards the left edge) or right. */
export type SwipeDirection = 'left' | 'right';

/** The swipe from `start` to `end`, or null: it must move at least {@link SWIPE_MIN_PX} sideways, more than up or down. */
export function swipeOf(start: { x: number; y: number }, end: { x: number; y: number }): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

// A press that starts on a control belongs to the control (a slider dragged, a button pressed).
const CONTROLS = 'button, a, input, textarea, select, label, [role="button"], [role="switch"], [role="slider"]';

/** Pointer handlers for the element to swipe on. */
export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * Calls `onSwipe` when a touch, pen or mouse press moves sideways far enough and lets go. The
 * element should have `touch-action: pan-y`, so the browser keeps vertical scrolling and leaves
 * sideways moves to the page.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void): SwipeHandlers {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event) => {
      const target = event.target as Element | null;
      start.current = target?.closest(CONTROLS) ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeOf(from, { x: event.clientX, y: event.clientY });
      if (direction) onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
