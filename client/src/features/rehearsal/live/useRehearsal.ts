import { useCallback, useEffect, useState } from 'react';
import { readApiError } from '../../../graphql/errors';
import {
  useAnswerRehearsalLeadMutation,
  useLeadRehearsalMutation,
  useSetRehearsalLeadersMutation,
  useRehearsalSubscription,
  useReportRehearsalSyncMutation,
  useStartRehearsalTrackMutation,
  useStopRehearsalMutation,
  useSendRehearsalMessageMutation,
  type RehearsalRoom_FieldsFragment,
} from '../../../graphql/generated';

/** A room as the page shows it. */
export type RehearsalRoom = RehearsalRoom_FieldsFragment;

/** Why the room ended for this device. */
export type RehearsalEnd = 'ACCESS_REVOKED' | 'PLAYLIST_DELETED';

/** This device in a playlist's rehearsal room, and the leader's commands. */
export interface Rehearsal {
  /** This device's id in the room once joined. */
  memberId: string | null;
  room: RehearsalRoom | null;
  /** Set when the room ended for this device (share removed, playlist deleted). */
  ended: RehearsalEnd | null;
  /** Why joining failed (room full, no access), in the server's words. */
  error: string | null;
  /** Takes the lead, or asks the leader for it (the owner takes it at once). */
  lead(): Promise<void>;
  /** The leader's answer to the bandmate asking to lead. */
  answerLead(accept: boolean): Promise<void>;
  /** The owner's choice of who may lead. */
  setLeaders(anyoneMayLead: boolean, leaders: string[]): Promise<void>;
  start(trackId: string, bpm: number | null): Promise<void>;
  stop(): Promise<void>;
  /** A band message to every device in the room, at once or on the next downbeat. */
  sendMessage(text: string, onDownbeat: boolean): Promise<void>;
  reportSync(errorMs: number): void;
}

/**
 * Joins this device to the playlist's rehearsal room while `deviceName` is set, over
 * the page's WebSocket; the device leaves when the page does. While joined, a lost socket is tried
 * again every half second (wsLink.ts setReconnectUrgent): the next Play comes over it. Commands return once the server
 * took them (the room's next event carries the result to every device, this one included); a
 * refusal rejects with the server's message.
 */
export function useRehearsal(playlistId: string, deviceName: string | null): Rehearsal {
  const [memberId, setMemberId] = useState<string | null>(null);
  const [room, setRoom] = useState<RehearsalRoom | null>(null);
  const [ended, setEnded] = useState<RehearsalEnd | null>(null);
  const { error } = useRehearsalSubscription({
    variables: { playlistId, deviceName },
    skip: deviceName === null || ended !== null,
    onData: ({ data }) => {
      const event = data.data?.rehearsal;
      if (!event) return;
      setMemberId(event.memberId);
      if (event.kind === 'ACCESS_REVOKED' || event.kind === 'PLAYLIST_DELETED') {
        setEnded(event.kind);
        setRoom(null);
      } else if (event.room) setRoom(event.room);
    },
  });
  const joined = deviceName !== null && memberId !== null && ended === null;
  useEffect(() => {
    if (!joined) return undefined;
    void import('../../../live/wsLink').then(({ setReconnectUrgent }) => setReconnectUrgent(true));
    return () => void import('../../../live/wsLink').then(({ setReconnectUrgent }) => setReconnectUrgent(false));
  }, [joined]);
  const [leadMutation] = useLeadRehearsalMutation();
  const [answerMutation] = useAnswerRehearsalLeadMutation();
  const [leadersMutation] = useSetRehearsalLeadersMutation();
  const [startMutation] = useStartRehearsalTrackMutation();
  const [stopMutation] = useStopRehearsalMutation();
  const [reportMutation] = useReportRehearsalSyncMutation();
  const [messageMutation] = useSendRehearsalMessageMutation();

  const lead = useCallback(async () => {
    await leadMutation({ variables: { playlistId } });
  }, [leadMutation, playlistId]);
  const answerLead = useCallback(
    async (accept: boolean) => {
      await answerMutation({ variables: { playlistId, accept } });
    },
    [answerMutation, playlistId],
  );
  const setLeaders = useCallback(
    async (anyoneMayLead: boolean, leaders: string[]) => {
      await leadersMutation({ variables: { playlistId, input: { anyoneMayLead, leaders } } });
    },
    [leadersMutation, playlistId],
  );
  const start = useCallback(
    async (trackId: string, bpm: number | null) => {
      await startMutation({ variables: { playlistId, input: { trackId, bpm } } });
    },
    [startMutation, playlistId],
  );
  const stop = useCallback(async () => {
    await stopMutation({ variables: { playlistId } });
  }, [stopMutation, playlistId]);
  const sendMessage = useCallback(
    async (text: string, onDownbeat: boolean) => {
      await messageMutation({ variables: { playlistId, input: { text, onDownbeat } } });
    },
    [messageMutation, playlistId],
  );
  const reportSync = useCallback(
    (errorMs: number) => {
      if (memberId) void reportMutation({ variables: { memberId, errorMs } }).catch(() => undefined);
    },
    [reportMutation, memberId],
  );

  return {
    memberId: deviceName === null ? null : memberId,
    room,
    ended,
    error: error ? (readApiError(error).message ?? error.message) : null,
    lead,
    answerLead,
    setLeaders,
    start,
    stop,
    sendMessage,
    reportSync,
  };
}
