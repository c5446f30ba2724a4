import { useMemo } from 'react';
import type { MidiMessage } from '../../../../schema/midiMessages';
import { useTrackMidiMessagesQuery } from '../../graphql/generated';
import type { SongMessages } from '../../midi/trackPatches';

/**
 * The set list's Program and Control Changes by song, for MIDI out: asked for only once MIDI out is
 * on (apart from the track list, whose query stays within the cost limit), and again when a
 * bandmate's change reloads the set list.
 */
export function useSongMidiMessages(playlistId: string, midiOn: boolean): SongMessages {
  const { data } = useTrackMidiMessagesQuery({ variables: { id: playlistId }, skip: !midiOn });
  return useMemo(() => {
    // GraphQL types `kind` as a string; the server accepts only 'program' and 'control'.
    const bySong = new Map(
      (data?.playlist?.tracks ?? []).map((track) => [track.id, track.midiMessages as MidiMessage[] | null]),
    );
    return (songId: string) => bySong.get(songId);
  }, [data]);
}
