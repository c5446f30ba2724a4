import { Alert, Button, Group, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { CONTROL_MESSAGE_PRESETS, type ControlAction, type ControlPress } from '../../../../../schema/controlMappings';
import { sourceLabel } from '../../../midi/controlSources';
import { ACTION_LABELS } from './pedalModel';
import type { PedalsModel } from './usePedals';

const PRESSES = [
  { label: 'Short', value: 'short' },
  { label: 'Long', value: 'long' },
];

function ActionRow({ pedals, action }: { pedals: PedalsModel; action: ControlAction }) {
  const [press, setPress] = useState<ControlPress>('short');
  const [message, setMessage] = useState<string>(CONTROL_MESSAGE_PRESETS[0]);
  const label = ACTION_LABELS[action];
  const learningThis = pedals.learning?.action === action;
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500} w={110}>
          {label}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={`${label}: press`}
          data={PRESSES}
          value={press}
          onChange={(value) => setPress(value as ControlPress)}
        />
        {action === 'message' && (
          <Select
            size="xs"
            w={140}
            aria-label="Message to send"
            data={[...CONTROL_MESSAGE_PRESETS]}
            value={message}
            allowDeselect={false}
            onChange={(value) => value && setMessage(value)}
          />
        )}
        <Button
          size="xs"
          variant={learningThis ? 'filled' : 'default'}
          aria-pressed={learningThis}
          onClick={() =>
            learningThis
              ? pedals.cancelLearning()
              : pedals.learn({ action, press, ...(action === 'message' ? { message } : {}) })
          }
        >
          {learningThis ? 'Cancel' : 'Learn'}
        </Button>
      </Group>
      {pedals.mappings.map((mapping, index) =>
        mapping.action === action ? (
          <Group key={index} gap="xs" pl="sm">
            <Text size="sm">
              {sourceLabel(mapping.source)} · {mapping.press}
              {mapping.message ? ` · ${mapping.message}` : ''}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Remove ${sourceLabel(mapping.source)} ${mapping.press}`}
              onClick={() => pedals.remove(index)}
            >
              Remove
            </Button>
          </Group>
        ) : null,
      )}
    </Stack>
  );
}

/**
 * 'Pedals and controllers': off until the user turns it on (MIDI is asked for only then); the MIDI
 * input of this device; per action, Learn (the next MIDI message or key becomes its source, Escape
 * cancels) for a short or a long press, and the mappings with Remove. Loaded only when shown.
 */
export default function PedalsPanel({ pedals }: { pedals: PedalsModel }) {
  return (
    <Stack gap="xs" role="group" aria-label="Pedals and controllers">
      <Switch
        label="Pedals and controllers"
        checked={pedals.on}
        onChange={(event) => pedals.setOn(event.currentTarget.checked)}
      />
      {pedals.on && (
        <>
          {pedals.midiProblem ? (
            <Text size="sm">{pedals.midiProblem} Keys still work.</Text>
          ) : (
            <Select
              label="MIDI input"
              placeholder={pedals.inputs.length ? undefined : 'No MIDI input connected'}
              data={pedals.inputs.map((port) => ({ value: port.id, label: port.name }))}
              value={pedals.portId || null}
              allowDeselect={false}
              onChange={(value) => value && pedals.choosePort(value)}
            />
          )}
          <Text size="xs" c="dimmed">
            A long press is held {pedals.holdMs} ms. A key you map here wins over the stage’s own use of it.
          </Text>
          {pedals.learning && (
            <Text size="sm" role="status">
              Press a pedal, a controller or a key for {ACTION_LABELS[pedals.learning.action]} ({pedals.learning.press}
              ). Escape cancels.
            </Text>
          )}
          {pedals.actions.map((action) => (
            <ActionRow key={action} pedals={pedals} action={action} />
          ))}
          {pedals.problem && (
            <Alert color="red" role="alert">
              {pedals.problem}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
