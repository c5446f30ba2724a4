import { Text } from '@mantine/core';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { GeneratorControls } from '../GeneratorControls';
import { OwnSoundPickers } from '../OwnSoundPickers';
import { hasOwnPlayback } from '../trackPlayback';
import { SetListBar } from '../SetListBar';
import { TransportBar } from '../TransportBar';
import { MidiOutSettings } from '../../stage/MidiOutSettings';
import type { GeneratorScreenModel } from './useGeneratorScreen';

/**
 * The generator when the visualizer is closed: the set list being played, a note when the loaded
 * song brings its own playback, the settings, MIDI out and the transport.
 */
export function GeneratorEditor({ screen }: { screen: GeneratorScreenModel }) {
  const { model, playing, player, setListPlayback, untilStopped, setUntilStopped } = screen;
  const { songPlayback } = model;
  const signedIn = useCurrentUser().user !== null;
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
      />
      {signedIn && <OwnSoundPickers own={screen.own} />}
      <MidiOutSettings midi={screen.midiOut} />
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
