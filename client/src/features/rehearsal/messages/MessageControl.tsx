import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { REHEARSAL_MESSAGE_MAX_LENGTH, REHEARSAL_MESSAGE_PRESETS } from '../../../../../schema/limits';

/** Props of {@link MessageControl}. */
export interface MessageControlProps {
  /** The song on the stage and the one after it, for 'Now playing …' and 'Up next …'. */
  songName: string;
  nextSongName: string | null;
  busy: boolean;
  onSend(text: string, onDownbeat: boolean): void;
}

/**
 * The leader's band messages, folded behind one 'Message' button: a tap on a preset or Send
 * flashes it on every device in the room, on the next downbeat while the switch is on.
 */
export function MessageControl({ songName, nextSongName, busy, onSend }: MessageControlProps) {
  const [open, setOpen] = useState(false);
  const [onDownbeat, setOnDownbeat] = useState(true);
  const [text, setText] = useState('');
  const panelId = useId();
  const presets = [
    `Now playing ${songName}`,
    ...(nextSongName ? [`Up next ${nextSongName}`] : []),
    ...REHEARSAL_MESSAGE_PRESETS,
  ];
  const send = (message: string) => onSend(message, onDownbeat);
  const sendText = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    send(text.trim());
    setText('');
  };

  return (
    <Stack gap="xs" align="center" className="band-message-control">
      <Button variant="default" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        Message
      </Button>
      {open && (
        <Stack id={panelId} gap="xs" role="group" aria-label="Band message" maw={640}>
          <Group gap="xs" justify="center">
            {presets.map((preset) => (
              <Button key={preset} size="compact-md" variant="light" disabled={busy} onClick={() => send(preset)}>
                {preset}
              </Button>
            ))}
          </Group>
          <form onSubmit={sendText}>
            <Group gap="xs" align="flex-end" justify="center">
              <TextInput
                label="Your message"
                value={text}
                maxLength={REHEARSAL_MESSAGE_MAX_LENGTH}
                onChange={(event) => setText(event.currentTarget.value)}
                miw={200}
              />
              <Button type="submit" disabled={busy || !text.trim()}>
                Send
              </Button>
            </Group>
          </form>
          <Group justify="center">
            <Switch
              label="On the next downbeat"
              checked={onDownbeat}
              onChange={(event) => setOnDownbeat(event.currentTarget.checked)}
            />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
