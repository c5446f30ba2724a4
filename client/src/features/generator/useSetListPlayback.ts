import { useCallback, useEffect, useRef, useState } from 'react';
import type { SetListPosition } from './clickTrackUrl';
import type { TrackList_TrackFragment } from '../../graphql/generated';
import { showToast } from '../../toast';
import { useSetList, type SetListState } from './useSetList';

/** How the generator takes a track of the set list: `play` when it should start at once (with its count-in). */
export type LoadSetListTrack = (track: TrackList_TrackFragment, options: { play: boolean; fromUrl: boolean }) => void;

/** The generator's set list: where it is, and how to move. */
export interface SetListPlayback {
  position: SetListPosition | null;
  setList: SetListState;
  /** Opens a set list from the URL (`?playlist=…&trackId=…`); the track loads once the playlist answers. */
  openFromUrl: (position: SetListPosition, autoplay: boolean) => void;
  /** A track picked in the visualizer: the set list follows. */
  follow: (track: TrackList_TrackFragment, playlistId: string) => void;
  next: () => void;
  previous: () => void;
}

/**
 * The set list the generator plays from: the one Next of the home page (the set-list bar's and the
 * visualizer's). Next and Previous stop what plays and load the following (or preceding) track of
 * the playlist, wrapping from the last track to the first and back (SPEC.md §4).
 */
export function useSetListPlayback(load: LoadSetListTrack): SetListPlayback {
  const [position, setPosition] = useState<SetListPosition | null>(null);
  const [fromUrl, setFromUrl] = useState<{ autoplay: boolean } | null>(null);
  const setList = useSetList(position);
  const { current, failed } = setList;
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!fromUrl) return;
    if (current) {
      loadRef.current(current, { play: fromUrl.autoplay, fromUrl: true });
      setFromUrl(null);
    } else if (failed) {
      showToast({
        color: 'red',
        title: 'Set list not found',
        message: 'This playlist or track is not available to you.',
      });
      setPosition(null);
      setFromUrl(null);
    }
  }, [fromUrl, current, failed]);

  const openFromUrl = useCallback((next: SetListPosition, autoplay: boolean) => {
    setPosition(next);
    setFromUrl({ autoplay });
  }, []);

  const follow = useCallback(
    (track: TrackList_TrackFragment, playlistId: string) => setPosition({ playlistId, trackId: track.id }),
    [],
  );

  const move = (step: 1 | -1) => {
    if (!position || !setList.current) {
      showToast({ color: 'red', title: 'No playlist selected', message: 'Please select a playlist and track first' });
      return;
    }
    const { tracks, index } = setList;
    const target = tracks[(index + step + tracks.length) % tracks.length]!;
    setPosition({ playlistId: position.playlistId, trackId: target.id });
    load(target, { play: false, fromUrl: false });
    showToast({ title: step === 1 ? 'Next track' : 'Previous track', message: `${target.name} (${target.bpm} BPM)` });
  };

  return { position, setList, openFromUrl, follow, next: () => move(1), previous: () => move(-1) };
}
