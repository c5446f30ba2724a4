/** 'N tracks' ('1 track' for one), as the playlist summaries show it. */
export function trackCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'track' : 'tracks'}`;
}

/** An ISO date-time as a date in the browser's locale. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString();
}
