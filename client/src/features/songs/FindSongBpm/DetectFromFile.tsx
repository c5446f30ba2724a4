import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AudioTempoDetector, type DetectTempoOfFile } from '../AudioTempoDetector/AudioTempoDetector';

/** Props of {@link DetectFromFile}. */
export interface DetectFromFileProps {
  /** Called with the tempo the user chose to use (e.g. to fill a song's tempo, source 'detected'). */
  onUse?: (bpm: number) => void;
  /** Replaces the in-browser detection (tests). */
  detect?: DetectTempoOfFile;
}

/**
 * The Find Song BPM section "Detect from an audio file": the AudioTempoDetector, and once a tempo
 * is chosen, what it is and a way to hear it as a click track.
 */
export function DetectFromFile({ onUse, detect }: DetectFromFileProps) {
  const [chosenBpm, setChosenBpm] = useState<number | null>(null);
  const use = (bpm: number) => {
    setChosenBpm(bpm);
    onUse?.(bpm);
  };
  return (
    <Stack component="section" aria-labelledby="detect-from-file-title" gap="sm">
      <Title order={2} id="detect-from-file-title" size="h3">
        Detect from an audio file
      </Title>
      <AudioTempoDetector onUse={use} detect={detect} />
      {chosenBpm !== null && (
        <Text role="status">
          Tempo chosen: {chosenBpm} BPM (detected).{' '}
          <Anchor component={Link} to={`/?track=${encodeURIComponent('Detected tempo')}&bpm=${chosenBpm}`}>
            Open a click track at {chosenBpm} BPM
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
