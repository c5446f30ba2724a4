/** 'N tracks' ('1 track' for one), as the playlist summaries show it. */
export function trackCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'track' : 'tracks'}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An ISO date-time as a day in the browser's time zone, month by name: 'Dec 2, 2026'. Written out
 * rather than with `toLocaleDateString`: the first locale format a page asks for makes the browser
 * load its date data, a task of 100–180 ms on a phone's CPU that blocked the set list's first
 * seconds; and a named month reads the same to every bandmate ('12/2/2026' is 12 February to half
 * of them), in an app whose words are English.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
