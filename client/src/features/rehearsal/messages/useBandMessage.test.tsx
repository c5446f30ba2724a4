import { act, renderHook } from '@testing-library/react';
import type { BeatTimeline } from '../../../audio/types';
import { ServerClock } from '../../../live/clockSync';
import { renderWithProviders, screen, userEvent } from '../../../test-utils/render';
import type { RehearsalRoom } from '../live/useRehearsal';
import { MessageFlash } from './MessageFlash';
import { FLASH_MS, useBandMessage, type BandMessageFlash } from './useBandMessage';

// A band message on this device: shown once at its room-clock time (the next bar of the room's
// grid when it waits for a downbeat), gone after a few seconds or a tap.

const OFFSET_MS = 1_000_000;
/** A clock whose server time is local time + OFFSET_MS. */
function exactClock(): ServerClock {
  const clock = new ServerClock();
  for (let trip = 0; trip < 8; trip++)
    clock.addSample({ sentAtMs: trip * 100, serverTimeMs: trip * 100 + 0.5 + OFFSET_MS, receivedAtMs: trip * 100 + 1 });
  return clock;
}

/** 4/4 at 120 BPM from the count-in on, at 48 kHz: a bar every 2 s. */
const TIMELINE: BeatTimeline = {
  startAudioTimeSeconds: 0,
  sampleRateHz: 48_000,
  beats: Array.from({ length: 16 }, (_, index) => ({
    index,
    kind: index < 4 ? 'count-in' : 'main',
    numberInKind: index < 4 ? index + 1 : index - 3,
    idealTimeSeconds: index / 2,
    startSampleIndex: index * 24_000,
  })),
};

function room(message: RehearsalRoom['message'], startsAt: number | null): RehearsalRoom {
  return {
    playlistId: 'p1',
    leaderId: 'u1',
    leaderUsername: 'drums',
    status: startsAt === null ? 'STOPPED' : 'PLAYING',
    trackId: 't1',
    bpm: 120,
    startsAt,
    stopsAt: null,
    leadTimeMs: 1000,
    version: 1,
    members: [],
    leadRequestUsername: null,
    anyoneMayLead: true,
    namedLeaders: [],
    message,
  };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

/** The room clock now, in the fake timers' time. */
const roomNow = () => performance.now() + OFFSET_MS;

describe('band messages on a device', () => {
  it("shows a message for the downbeat on the first bar of the room's grid from showFrom, then takes it away", () => {
    const clock = exactClock();
    const startsAt = roomNow() - 3500;
    const sentAt = roomNow();
    const message = {
      id: 'm1',
      text: 'Last chorus',
      fromUsername: 'drums',
      sentAt,
      onDownbeat: true,
      showFrom: sentAt + 400,
    };
    const { result } = renderHook(() => useBandMessage(room(message, startsAt), clock, true, () => TIMELINE));
    // Bars start at startsAt + 0, 2000, 4000 … ms: the first at or after showFrom (+3900) is +4000.
    act(() => jest.advanceTimersByTime(startsAt + 4000 - roomNow() - 5));
    expect(result.current.flash).toBeNull();
    act(() => jest.advanceTimersByTime(10));
    expect(result.current.flash).toMatchObject({ text: 'Last chorus', plannedAt: startsAt + 4000 });
    expect(Math.abs(result.current.flash!.shownAt - (startsAt + 4000))).toBeLessThan(10);
    act(() => jest.advanceTimersByTime(FLASH_MS));
    expect(result.current.flash).toBeNull();
  });

  it('hands a message on to be said as soon as it is planned, once, with the downbeat it will show on', () => {
    const clock = exactClock();
    const startsAt = roomNow() - 3500;
    const sentAt = roomNow();
    const message = { id: 'm4', text: 'Cut', fromUsername: 'drums', sentAt, onDownbeat: true, showFrom: sentAt + 400 };
    const onPlanned = jest.fn();
    const { rerender } = renderHook(() =>
      useBandMessage(room(message, startsAt), clock, true, () => TIMELINE, onPlanned),
    );
    // Planned 500 ms before the bar at +4000 ms (sample 4 s × 48 kHz), so the word can be put on the audio clock.
    expect(onPlanned).toHaveBeenCalledTimes(1);
    expect(onPlanned).toHaveBeenCalledWith('Cut', { timeline: TIMELINE, sample: 192_000 });
    rerender();
    act(() => jest.advanceTimersByTime(1000));
    expect(onPlanned).toHaveBeenCalledTimes(1);
  });

  it('shows a message at once when nothing plays, and not one this device joined too late for', () => {
    const clock = exactClock();
    const fresh = {
      id: 'm2',
      text: 'Start',
      fromUsername: 'drums',
      sentAt: roomNow(),
      onDownbeat: false,
      showFrom: roomNow(),
    };
    const { result, rerender } = renderHook(({ current }) => useBandMessage(current, clock, true, () => null), {
      initialProps: { current: room(fresh, null) },
    });
    act(() => jest.advanceTimersByTime(0));
    expect(result.current.flash?.text).toBe('Start');
    act(() => result.current.dismiss());
    const old = { ...fresh, id: 'm3', text: 'Old news', sentAt: roomNow() - 60_000, showFrom: roomNow() - 60_000 };
    rerender({ current: room(old, null) });
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.flash).toBeNull();
  });

  it('flashes full screen for screen readers too, and a tap takes it away', async () => {
    jest.useRealTimers();
    const flash: BandMessageFlash = { id: 'm4', text: 'Cut', fromUsername: 'drums', plannedAt: 1, shownAt: 1 };
    const onDismiss = jest.fn();
    renderWithProviders(<MessageFlash flash={flash} onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Cut');
    expect(screen.getByText('from drums')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Cut'));
    expect(onDismiss).toHaveBeenCalled();
  });
});
