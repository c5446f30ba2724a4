import { sourceKey, type ControlMapping, type ControlSource } from '../../../schema/controlMappings';
import { PressClassifier, type Press } from './pressClassifier';

/** Feeds press edges in, runs each mapped action once its press is known. */
export interface ControlDispatcher {
  /** A press edge of a source at its event's timestamp; true when a mapping listens to the source (the caller may then keep the event from the page). */
  edge(source: ControlSource, down: boolean, at: number, instant?: boolean): boolean;
  dispose(): void;
}

/**
 * Runs `run(mapping)` for each press of a mapped source: short at release (at once where the source
 * has no long mapping), long as soon as the hold is reached, on a timer aimed at the press's own
 * timestamp plus the hold.
 */
export function createControlDispatcher(
  mappings: readonly ControlMapping[],
  holdMs: number,
  run: (mapping: ControlMapping, press: Press) => void,
  now: () => number = () => performance.now(),
): ControlDispatcher {
  const byPress = new Map(mappings.map((mapping) => [`${sourceKey(mapping.source)} ${mapping.press}`, mapping]));
  const mapped = new Set(mappings.map((mapping) => sourceKey(mapping.source)));
  const classifier = new PressClassifier(holdMs, (source) => byPress.has(`${source} long`));
  let timer: ReturnType<typeof setTimeout> | undefined;

  const fire = (presses: Press[]) => {
    for (const press of presses) {
      const mapping = byPress.get(`${press.source} ${press.press}`);
      if (mapping) run(mapping, press);
    }
  };
  const arm = () => {
    clearTimeout(timer);
    const due = classifier.nextDue();
    if (due === null) return;
    timer = setTimeout(
      () => {
        fire(classifier.due(now()));
        arm();
      },
      Math.max(0, due - now()),
    );
  };

  return {
    edge(source, down, at, instant) {
      const key = sourceKey(source);
      if (!mapped.has(key)) return false;
      fire(down ? classifier.down(key, at) : classifier.up(key, at));
      if (instant) fire(classifier.up(key, at));
      arm();
      return true;
    },
    dispose: () => clearTimeout(timer),
  };
}
