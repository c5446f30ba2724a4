import { USER_SOUND_MAX_BYTES } from '../../../../schema/limits';
import { messages } from '../../../../schema/validation/messages';
import { fetchWithFreshXsrfToken, xsrfHeaders } from '../../xsrf';

/** The file types the sound picker offers (the server decides by the bytes). */
export const SOUND_FILE_TYPES = 'audio/wav,audio/x-wav,audio/wave,audio/mpeg,audio/ogg,.wav,.mp3,.ogg';

/** The check before an upload: not empty, at most 1 MB (the server checks everything again). */
export function checkSoundFile(file: File): string | null {
  if (file.size === 0) return messages.soundEmpty;
  if (file.size > USER_SOUND_MAX_BYTES) return messages.soundTooLarge;
  return null;
}

/**
 * Uploads a sound with POST /api/sounds (multipart, fields `name` and `sound`). Throws an Error
 * whose message is the server's (a bad file, the quota) when it is refused.
 */
export async function uploadSound(name: string, file: File): Promise<{ id: string; name: string; durationMs: number }> {
  const body = new FormData();
  body.append('name', name);
  body.append('sound', file);
  const response = await fetchWithFreshXsrfToken('/api/sounds', {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...xsrfHeaders() },
  });
  const payload = (await response.json().catch(() => ({}))) as {
    id?: string;
    name?: string;
    durationMs?: number;
    message?: string;
  };
  if (!response.ok || !payload.id) throw new Error(payload.message ?? `Upload failed (${response.status})`);
  return { id: payload.id, name: payload.name!, durationMs: payload.durationMs! };
}
