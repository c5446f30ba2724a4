import { useEffect, useMemo, useState } from 'react';
import type { MidiMessage } from '../../../../schema/midiMessages';
import { useTrackMidiMessagesQuery } from '../../graphql/generated';
import { useMidiOut, type MidiOutModel } from '../../hooks/useMidiOut';
import type { ClockSource } from '../../midi/midiOut';
import type { SongMessages } from '../../midi/trackPatches';

/**
 * The set list's Program and Control Changes by song, for MIDI out: asked for only once MIDI out is
 * on (apart from the track list, whose query stays within the cost limit), and again when a
 * bandmate's change reloads the set list.
 */
export function useSongMidiMessages(playlistId: string | null, midiOn: boolean): SongMessages {
  const { data } = useTrackMidiMessagesQuery({ variables: { id: playlistId ?? '' }, skip: !midiOn || !playlistId });
  return useMemo(() => {
    // GraphQL types `kind` as a string; the server accepts only 'program' and 'control'.
    const bySong = new Map(
      (data?.playlist?.tracks ?? []).map((track) => [track.id, track.midiMessages as MidiMessage[] | null]),
    );
    return (songId: string) => bySong.get(songId);
  }, [data]);
}

/**
 * MIDI out for a screen that plays a set list's songs (the stage, a rehearsal room): the clock,
 * and each song's patch changes for the tracks marked with it (settingsOfSong). Without a set list
 * (the generator playing its own click), the clock only.
 */
export function useSetListMidiOut(getPlayer: () => ClockSource | null, playlistId: string | null): MidiOutModel {
  const [midiOn, setMidiOn] = useState(false);
  const midiOut = useMidiOut(getPlayer, useSongMidiMessages(playlistId, midiOn));
  useEffect(() => setMidiOn(midiOut.on), [midiOut.on]);
  return midiOut;
}
