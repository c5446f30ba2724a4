import { preferPlaybackAudioSession } from './audioSession';

describe('preferPlaybackAudioSession', () => {
  it("sets the audio session to 'playback' where the browser has one, so the silent switch does not mute the click", () => {
    const target = { audioSession: { type: 'auto' } };
    preferPlaybackAudioSession(target);
    expect(target.audioSession.type).toBe('playback');
  });

  it('does nothing where the browser has no Audio Session API', () => {
    expect(() => preferPlaybackAudioSession({})).not.toThrow();
    expect(() => preferPlaybackAudioSession(undefined)).not.toThrow();
  });
});
