/** Where a user's own sound is served (GET /api/sounds/{id}: 16-bit mono WAV, to its owner and to readers of a set list that plays it). */
export function soundAudioUrl(id: string): string {
  return `/api/sounds/${encodeURIComponent(id)}`;
}
