import { array, bool, number, object, string } from 'yup';
import { UUID_PATTERN } from '../ids';
import {
  BPM_MAX,
  BPM_MIN,
  REHEARSAL_DEVICE_NAME_MAX_LENGTH,
  REHEARSAL_NAMED_LEADERS_MAX,
  REHEARSAL_SYNC_ERROR_MAX_MS,
} from '../limits';
import { atMostCharacters } from './messages';
import { wholeNumber } from './wholeNumber';

/** What the rehearsal room's inputs answer when they are wrong. */
export const rehearsalMessages = {
  deviceName: atMostCharacters('Device name', REHEARSAL_DEVICE_NAME_MAX_LENGTH),
  trackId: 'Choose a track of this playlist',
  bpm: `BPM must be a whole number between ${BPM_MIN} and ${BPM_MAX}`,
  syncError: `Sync error must be a number of milliseconds between 0 and ${REHEARSAL_SYNC_ERROR_MAX_MS.toLocaleString('en-US')}`,
  accept: 'Accept must be true or false',
  anyoneMayLead: 'Anyone may lead must be true or false',
  leaders: `Name at most ${REHEARSAL_NAMED_LEADERS_MAX} people who may lead, by username`,
} as const;

/** Joining a room: the device's name as the others see it (optional; 'Device' when left out or blank). */
export const rehearsalJoinSchema = object({
  deviceName: string()
    .label('Device name')
    .trim()
    .max(REHEARSAL_DEVICE_NAME_MAX_LENGTH, rehearsalMessages.deviceName)
    .nullable()
    .optional(),
});

/** The leader's Play, Next or tempo change: which track of the playlist, at which tempo (the track's own when left out). */
export const rehearsalStartSchema = object({
  trackId: string()
    .label('Track')
    .trim()
    .required(rehearsalMessages.trackId)
    .matches(UUID_PATTERN, rehearsalMessages.trackId),
  bpm: wholeNumber('BPM', BPM_MIN, BPM_MAX, rehearsalMessages.bpm).nullable().optional(),
});

/** A device's estimate of its own sync error, shown to the room. */
export const rehearsalSyncSchema = object({
  errorMs: number()
    .label('Sync error')
    .typeError(rehearsalMessages.syncError)
    .min(0, rehearsalMessages.syncError)
    .max(REHEARSAL_SYNC_ERROR_MAX_MS, rehearsalMessages.syncError)
    .required(rehearsalMessages.syncError),
});

/** The leader's answer to a bandmate asking to lead: hand over (true) or keep the lead (false). */
export const rehearsalLeadAnswerSchema = object({
  accept: bool().label('Accept').typeError(rehearsalMessages.accept).required(rehearsalMessages.accept).strict(),
});

/** Who may lead a playlist's room: anyone in it (asking the leader first), or only the owner and the people named. */
export const rehearsalLeadersSchema = object({
  anyoneMayLead: bool()
    .label('Anyone may lead')
    .typeError(rehearsalMessages.anyoneMayLead)
    .required(rehearsalMessages.anyoneMayLead)
    .strict(),
  leaders: array(string().label('Username').trim().required(rehearsalMessages.leaders))
    .label('Leaders')
    .typeError(rehearsalMessages.leaders)
    .max(REHEARSAL_NAMED_LEADERS_MAX, rehearsalMessages.leaders)
    .default([]),
});
