import { Button, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { GeneratorControls } from '../GeneratorControls';
import { OwnSoundPickers } from '../OwnSoundPickers';
import { hasOwnPlayback } from '../trackPlayback';
import { SetListBar } from '../SetListBar';
import { TransportBar } from '../TransportBar';
import type { GeneratorScreenModel } from './useGeneratorScreen';

// Loaded when asked for: the generator is the signed-in home, whose first load has a byte budget.
const MidiOutSettings = lazy(() =>
  import('../../stage/MidiOutSettings').then((module) => ({ default: module.MidiOutSettings })),
);

/**
 * The generator when the visualizer is closed: the set list being played, a note when the loaded
 * song brings its own playback, the settings, MIDI out and the transport.
 */
export function GeneratorEditor({ screen }: { screen: GeneratorScreenModel }) {
  const { model, playing, player, setListPlayback, untilStopped, setUntilStopped } = screen;
  const { songPlayback } = model;
  const signedIn = useCurrentUser().user !== null;
  const [midiShown, setMidiShown] = useState(false);
  return (
    <>
      {setListPlayback.position && (
        <SetListBar
          setList={setListPlayback.setList}
          onPrevious={setListPlayback.previous}
          onNext={setListPlayback.next}
        />
      )}
      {songPlayback && hasOwnPlayback(songPlayback) && (
        <Text size="sm" c="dimmed" data-testid="song-playback">
          {songPlayback.rhythm
            ? `This song plays with its own rhythm (${songPlayback.rhythm.timeSignature}), count-in and sounds.`
            : 'This song plays with its own count-in and sounds.'}
        </Text>
      )}
      <GeneratorControls
        settings={playing}
        onChange={screen.changeSettings}
        onDownload={screen.download}
        onOpenVisualizer={screen.openVisualizer}
        untilStopped={untilStopped}
        onUntilStoppedChange={setUntilStopped}
        revealNewRhythm={model.fromLink.rhythm}
        rhythmOpen={screen.rhythmSection.open}
        onRhythmOpenChange={screen.rhythmSection.setOpen}
      />
      {signedIn && <OwnSoundPickers own={screen.own} />}
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        aria-expanded={midiShown || screen.midiOut.on}
        onClick={() => setMidiShown((shown) => !shown)}
      >
        MIDI out
      </Button>
      {(midiShown || screen.midiOut.on) && (
        <Suspense fallback={null}>
          <MidiOutSettings midi={screen.midiOut} />
        </Suspense>
      )}
      <TransportBar
        state={player.state}
        active={player.active}
        onTogglePlay={screen.togglePlay}
        bpm={playing.bpm}
        onBpmChange={screen.changeTempo}
        getPlayer={player.getPlayer}
        rhythm={playing.rhythm ?? null}
      />
    </>
  );
}
