/** Safari's Audio Session API (iOS and iPadOS 16.4+, macOS 14+), as far as it is used here. */
interface AudioSessionNavigator {
  audioSession?: { type: string };
}

/**
 * Tells the system the page plays audio the user asked for (`navigator.audioSession.type =
 * 'playback'`), where the browser has the Audio Session API. On an iPhone, Web Audio otherwise
 * plays as 'ambient' sound, which the ring/silent switch mutes: a click that stops when a
 * drummer's phone is on silent. Elsewhere it does nothing.
 */
export function preferPlaybackAudioSession(
  target: AudioSessionNavigator | undefined = globalThis.navigator as AudioSessionNavigator | undefined,
): void {
  const session = target?.audioSession;
  if (session && session.type !== 'playback') session.type = 'playback';
}
