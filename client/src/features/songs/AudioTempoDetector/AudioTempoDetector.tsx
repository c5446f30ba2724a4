import { Alert, Button, FileButton, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useId, useRef, useState, type DragEvent } from 'react';
import { BPM_MAX, BPM_MIN } from '../../../../../schema/limits';
import type { TempoDetection, TempoRange } from '../../../audio/tempoDetection/detectTempo';

/** Detects the tempo of an audio file (the real one decodes in the browser and analyses in a worker). */
export type DetectTempoOfFile = (file: File) => Promise<TempoDetection>;

/** Props of {@link AudioTempoDetector}. */
export interface AudioTempoDetectorProps {
  /** Called with the shown tempo (whole BPM, 40–240; the mean tempo when it moves) when the user presses 'Use this tempo'. */
  onUse: (bpm: number) => void;
  /** The detection; by default the in-browser one, loaded on first use (it brings a Web Worker). */
  detect?: DetectTempoOfFile;
}

/** The range of a tempo that moves, as detected, and the whole-BPM answer it goes with (to scale it with ×2, ÷2 or the other reading). */
interface Moves extends TempoRange {
  at: number;
}

type DetectorState =
  | { kind: 'idle' }
  | { kind: 'analysing'; fileName: string }
  | { kind: 'result'; fileName: string; bpm: number; moves: Moves | null; chosen?: boolean }
  /** The detector is not sure of the beat level: the slower and the faster reading to choose from. */
  | { kind: 'unsure'; fileName: string; slower: number; faster: number; moves: Moves | null }
  | { kind: 'error'; message: string };

/** Shown for a file that is not audio, or audio the browser cannot decode. */
export const UNREADABLE_AUDIO_MESSAGE = 'Could not read this audio file';
/** Shown when the audio has no steady beat to measure. */
export const NO_BEAT_MESSAGE = 'No steady beat found in this audio file';

const loadDetector: DetectTempoOfFile = async (file) =>
  (await import('../../../audio/tempoDetection/detectTempoOfFile')).detectTempoOfFile(file);

/**
 * A drop zone and file picker that detects a song's tempo from an audio file in the browser:
 * idle → 'Analysing…' → 'N BPM' (the mean, and '(low–high)' when the tempo moves) with ×2 / ÷2
 * and 'Use this tempo', or, when the detector is not
 * sure of the beat level, 'Not sure — is it {slower} or {faster}?' with both as one-tap choices,
 * or a clear error. Nothing is uploaded.
 */
export function AudioTempoDetector({ onUse, detect = loadDetector }: AudioTempoDetectorProps) {
  const [state, setState] = useState<DetectorState>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const latestFile = useRef<File | null>(null);
  const resetPicker = useRef<() => void>(null);
  const instructionsId = useId();

  const analyse = async (file: File | null) => {
    if (!file) return;
    latestFile.current = file;
    resetPicker.current?.(); // so choosing the same file again (e.g. after an error) analyses it again
    if (file.type && !file.type.startsWith('audio/')) {
      setState({ kind: 'error', message: UNREADABLE_AUDIO_MESSAGE });
      return;
    }
    setState({ kind: 'analysing', fileName: file.name });
    try {
      const detection = await detect(file);
      if (latestFile.current !== file) return; // a newer file was chosen meanwhile
      setState(outcomeOf(detection, file.name));
    } catch {
      if (latestFile.current === file) setState({ kind: 'error', message: UNREADABLE_AUDIO_MESSAGE });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void analyse(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="lg"
        radius="md"
        data-testid="audio-drop-zone"
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="xs">
          <Text id={instructionsId} fw={500}>
            Drop an audio file here or choose one
          </Text>
          <Text size="sm" c="dimmed">
            The tempo is measured in your browser; the file is not uploaded.
          </Text>
          <FileButton onChange={(file) => void analyse(file)} accept="audio/*" resetRef={resetPicker}>
            {(props) => (
              <Button {...props} variant="light" aria-describedby={instructionsId}>
                Choose an audio file
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
      <DetectorOutcome
        state={state}
        onChange={(bpm) => setState((current) => (current.kind === 'result' ? { ...current, bpm } : current))}
        onUse={(bpm) => {
          // A choice between two readings is also the answer shown from then on (to adjust with ×2 / ÷2).
          setState((current) =>
            current.kind === 'unsure'
              ? { kind: 'result', fileName: current.fileName, bpm, moves: current.moves, chosen: true }
              : current,
          );
          onUse(bpm);
        }}
      />
    </Stack>
  );
}

function DetectorOutcome({
  state,
  onChange,
  onUse,
}: {
  state: DetectorState;
  onChange: (bpm: number) => void;
  onUse: (bpm: number) => void;
}) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'analysing':
      return (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Analysing…</Text>
          <Text size="sm" c="dimmed">
            {state.fileName}
          </Text>
        </Group>
      );
    case 'error':
      return (
        <Alert color="red" role="alert" title={state.message}>
          Choose another file: most audio formats your browser can play work (WAV, MP3, AAC, OGG, FLAC).
        </Alert>
      );
    case 'unsure':
      return (
        <Stack gap="xs" role="group" aria-label="Detected tempo">
          <Text size="sm" c="dimmed">
            {state.fileName}
          </Text>
          <Text fz={24} fw={700} role="status">
            {unsureQuestion(state.slower, state.faster)}
          </Text>
          <Group gap="xs">
            {[state.slower, state.faster].map((bpm) => (
              <Button key={bpm} variant="light" aria-label={`Use ${bpm} BPM`} onClick={() => onUse(bpm)}>
                {`${bpm} BPM`}
              </Button>
            ))}
          </Group>
        </Stack>
      );
    case 'result': {
      const range = shownRange(state.bpm, state.moves);
      return (
        <Stack gap="xs" role="group" aria-label="Detected tempo">
          <Text size="sm" c="dimmed">
            {state.fileName}
          </Text>
          <Text fz={32} fw={700} role="status" tabIndex={-1} ref={state.chosen ? focusOnMount : undefined}>
            {tempoLabel(state.bpm, range)}
          </Text>
          {range && (
            <Text size="sm" c="dimmed">
              {`Mean tempo: the performance moves between ${range.low} and ${range.high} BPM.`}
            </Text>
          )}
          <Group gap="xs">
            <Button
              variant="default"
              title="Double the tempo"
              disabled={state.bpm * 2 > BPM_MAX}
              onClick={() => onChange(state.bpm * 2)}
            >
              ×2
            </Button>
            <Button
              variant="default"
              title="Halve the tempo"
              disabled={Math.round(state.bpm / 2) < BPM_MIN}
              onClick={() => onChange(Math.round(state.bpm / 2))}
            >
              ÷2
            </Button>
            <Button onClick={() => onUse(state.bpm)}>Use this tempo</Button>
          </Group>
        </Stack>
      );
    }
  }
}

/** '124 BPM', or with the range of a tempo that moves '124 BPM (121–127)'. */
export function tempoLabel(bpm: number, range: TempoRange | null): string {
  return range ? `${bpm} BPM (${range.low}–${range.high})` : `${bpm} BPM`;
}

/**
 * The range to show beside `bpm`, in whole BPM: the detected one scaled to the level shown (after
 * ×2, ÷2 or choosing the other reading); null when the tempo holds or the range rounds to nothing.
 */
function shownRange(bpm: number, moves: Moves | null): TempoRange | null {
  if (!moves) return null;
  const scale = bpm / moves.at;
  const low = Math.min(bpm, Math.round(moves.low * scale));
  const high = Math.max(bpm, Math.round(moves.high * scale));
  return low < high ? { low, high } : null;
}

/** The pressed choice is gone once a reading is chosen: the focus goes to the tempo shown in its place. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** The question asked when the beat level is in doubt. */
export function unsureQuestion(slower: number, faster: number): string {
  return `Not sure — is it ${slower} or ${faster}?`;
}

/**
 * What a detection shows: no beat (an error), the two readings the detector hesitates between
 * (the answer and the other level it weighed, `rival`), or one tempo (with its range when it moves).
 */
function outcomeOf(detection: TempoDetection, fileName: string): DetectorState {
  if (detection.candidates.length === 0) return { kind: 'error', message: NO_BEAT_MESSAGE };
  const bpm = clampBpm(Math.round(detection.bpm));
  const moves = detection.range ? { ...detection.range, at: bpm } : null;
  const rival = detection.unsure ? (detection.rival ?? null) : null;
  if (rival === null) return { kind: 'result', fileName, bpm, moves };
  const other = clampBpm(Math.round(rival));
  if (other === bpm) return { kind: 'result', fileName, bpm, moves };
  return { kind: 'unsure', fileName, slower: Math.min(bpm, other), faster: Math.max(bpm, other), moves };
}

function clampBpm(bpm: number): number {
  return Math.min(BPM_MAX, Math.max(BPM_MIN, bpm));
}
