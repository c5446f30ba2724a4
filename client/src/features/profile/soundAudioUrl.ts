/** Where a user's own sound is served (GET /api/sounds/{id}: 16-bit mono WAV, to its owner). */
export function soundAudioUrl(id: string): string {
  return `/api/sounds/${encodeURIComponent(id)}`;
}
