import { Alert, Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { CueSettings } from '../../../../../schema/cues';
import { CUE_WORDS, type CueWord } from '../../../../../schema/cueWords';
import { ownCueWordUrl } from '../../../audio/cues/ownCueWords';
import { cueSampleUrl } from '../../../audio/cues/cueWords';
import { checkSoundFile, SOUND_FILE_TYPES, uploadSound } from '../../profile/uploadSound';
import { cueWordLabel, cueWordSoundName, ownSoundOf, withOwnWord } from './ownCueWordChoices';
import { canRecord, recordCueWord, type CueWordRecording } from './recordCueWord';

/** Props of {@link OwnCueWordsPanel}. */
export interface OwnCueWordsPanelProps {
  cues: CueSettings;
  onChange: (cues: CueSettings) => void;
}

/**
 * 'Your words': each cue word recorded in the user's own voice or uploaded, kept as one of their
 * sounds ('Cue: chorus') and said in place of the built-in word, live and in the WAV export.
 */
export default function OwnCueWordsPanel({ cues, onChange }: OwnCueWordsPanelProps) {
  // An upload finishes after other changes may have come in: it applies to the cues as they are then.
  const latest = useRef(cues);
  latest.current = cues;
  const [busy, setBusy] = useState<CueWord | null>(null);
  const [recording, setRecording] = useState<{ word: CueWord; run: CueWordRecording } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const recordable = canRecord();

  const keep = async (word: CueWord, file: Promise<File>) => {
    setBusy(word);
    setProblem(null);
    try {
      const chosen = await file;
      const refused = checkSoundFile(chosen);
      if (refused) throw new Error(refused);
      const sound = await uploadSound(cueWordSoundName(word), chosen);
      onChange(withOwnWord(latest.current, word, sound.id));
    } catch (error) {
      setProblem(`${cueWordLabel(word)}: ${(error as Error).message}`);
    } finally {
      setBusy(null);
    }
  };

  const record = async (word: CueWord) => {
    setProblem(null);
    try {
      const run = await recordCueWord(`${word}.wav`);
      setRecording({ word, run });
      await keep(
        word,
        run.file.finally(() => setRecording(null)),
      );
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const play = (word: CueWord) => {
    const own = ownSoundOf(cues, word);
    new Audio(own ? ownCueWordUrl(own) : cueSampleUrl(word))
      .play()
      .catch(() => setProblem('The word could not be played.'));
  };

  return (
    <Stack gap="xs" component="section" aria-label="Your words">
      <Text size="sm" c="dimmed">
        Say a cue word in your own voice: record it (up to 2 seconds) or upload a WAV, MP3 or OGG file.
        {!recordable && ' This browser cannot record in the page, so upload a file instead.'}
      </Text>
      {problem && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {CUE_WORDS.map((word) => {
        const label = cueWordLabel(word);
        const own = ownSoundOf(cues, word);
        const isRecording = recording?.word === word;
        const disabled = busy !== null || (recording !== null && !isRecording);
        return (
          <Group key={word} gap="xs" justify="space-between" wrap="nowrap" data-testid={`cue-word-${word}`}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" w={96}>
                {label}
              </Text>
              <Badge variant="light" color={own ? 'teal' : 'gray'}>
                {own ? 'Your voice' : 'Built-in'}
              </Badge>
            </Group>
            <Group gap={4} wrap="nowrap">
              {recordable &&
                (isRecording ? (
                  <Button
                    size="compact-sm"
                    color="red"
                    onClick={() => recording.run.stop()}
                    aria-label={`Stop recording ${label}`}
                  >
                    Stop
                  </Button>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={disabled}
                    onClick={() => void record(word)}
                    aria-label={`Record ${label}`}
                  >
                    Record
                  </Button>
                ))}
              <FileButton accept={SOUND_FILE_TYPES} onChange={(file) => file && void keep(word, Promise.resolve(file))}>
                {(props) => (
                  <Button
                    {...props}
                    size="compact-sm"
                    variant="light"
                    disabled={disabled}
                    aria-label={`Upload ${label}`}
                  >
                    Upload
                  </Button>
                )}
              </FileButton>
              <Button size="compact-sm" variant="subtle" onClick={() => play(word)} aria-label={`Play ${label}`}>
                Play
              </Button>
              {own && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  disabled={disabled}
                  onClick={() => onChange(withOwnWord(cues, word, null))}
                  aria-label={`Use built-in ${label}`}
                >
                  Use built-in
                </Button>
              )}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
