/**
 * Tells short presses from long ones, for pedals and keys: a long press fires as soon as the hold
 * reaches the threshold (the player need not lift the foot to find out), a short one at release.
 * A source with no long mapping fires at once on press, since there is nothing to wait for. Pure:
 * times are the events' own timestamps (performance.now() base); the caller asks {@link
 * PressClassifier.due} when the next hold may have been reached.
 */

/** A classified press of one source. */
export interface Press {
  source: string;
  press: 'short' | 'long';
  /** When it fired: the release (short), the press (short, no long mapping) or press + hold (long). */
  at: number;
}

interface Held {
  since: number;
  fired: boolean;
}

/** Short and long presses of many sources at once, from their down and up edges. */
export class PressClassifier {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly holdMs: number,
    /** Whether a long press of the source does something; if not, a press fires short at once. */
    private readonly hasLong: (source: string) => boolean = () => true,
  ) {}

  /** A press began; a repeat while held (key auto-repeat, a pedal's second 127) is ignored. */
  down(source: string, at: number): Press[] {
    if (this.held.has(source)) return [];
    const immediate = !this.hasLong(source);
    this.held.set(source, { since: at, fired: immediate });
    return immediate ? [{ source, press: 'short', at }] : [];
  }

  /** A press ended: short if the hold was not reached and nothing fired yet; a release with no press is ignored. */
  up(source: string, at: number): Press[] {
    const held = this.held.get(source);
    if (!held) return [];
    this.held.delete(source);
    if (held.fired) return [];
    const long = at - held.since >= this.holdMs;
    return [{ source, press: long ? 'long' : 'short', at: long ? held.since + this.holdMs : at }];
  }

  /** The long presses whose hold has been reached by `now`, each once. */
  due(now: number): Press[] {
    const fired: Press[] = [];
    for (const [source, held] of this.held)
      if (!held.fired && now - held.since >= this.holdMs) {
        held.fired = true;
        fired.push({ source, press: 'long', at: held.since + this.holdMs });
      }
    return fired;
  }

  /** When the next hold is reached, for the caller's timer; null when nothing is held. */
  nextDue(): number | null {
    const times = [...this.held.values()].filter((held) => !held.fired).map((held) => held.since + this.holdMs);
    return times.length ? Math.min(...times) : null;
  }
}
