/** 'N tracks' ('1 track' for one), as the playlist summaries show it. */
export function trackCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'track' : 'tracks'}`;
}

/** An ISO date-time as a date in the browser's locale. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}

/**
 * Formats a date once, in a task of its own right after the caller's render (the set list's while
 * its playlist loads), so that the first date a screen shows does not pay inside its render for the
 * browser loading its locale's date formats (12–25 ms in desktop Chromium, four times that on a
 * phone). Idle callbacks came too late for that: a page that is starting is seldom idle.
 */
export function prepareDateFormat(): void {
  setTimeout(() => void new Date(0).toLocaleDateString(), 0);
}
