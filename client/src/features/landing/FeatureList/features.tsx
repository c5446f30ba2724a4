import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/LineIcon';
import { BPM_MAX, BPM_MIN, COUNT_IN_BEATS_MAX } from '../../../../../schema/limits';

/** One landing-page feature. */
export interface Feature {
  title: string;
  description: string;
  icon: ReactNode;
}

/** The five features SPEC.md §1 lists for visitors. */
export const FEATURES: Feature[] = [
  {
    title: 'Precise click track generation',
    description: `Sample-accurate clicks at any tempo from ${BPM_MIN} to ${BPM_MAX} BPM, rendered ahead of time so they never drift.`,
    icon: (
      <LineIcon>
        <path d="M9 3h6l4 18H5L9 3z" />
        <path d="M12 17l4-10" />
      </LineIcon>
    ),
  },
  {
    title: 'BPM detection for songs',
    description: 'Search for a song and get its tempo, or tap along to find it yourself.',
    icon: (
      <LineIcon>
        <circle cx="11" cy="11" r="7" />
        <path d="M21 21l-4.5-4.5" />
      </LineIcon>
    ),
  },
  {
    title: 'Customizable count-in beats',
    description: `Up to ${COUNT_IN_BEATS_MAX} count-in beats with their own sound, so the band starts together.`,
    icon: (
      <LineIcon>
        <path d="M4 12h3l2-6 4 12 2-6h5" />
      </LineIcon>
    ),
  },
  {
    title: 'Performance-optimized visualizer',
    description: 'Big beat indicators driven by the audio clock, readable from across the stage.',
    icon: (
      <LineIcon>
        <circle cx="5" cy="12" r="2" />
        <circle cx="12" cy="12" r="2" />
        <circle cx="19" cy="12" r="2" />
      </LineIcon>
    ),
  },
  {
    title: 'Manage song tempos in playlists',
    description:
      'Keep set lists with every song’s tempo, share them with your band, and play the next click in one tap.',
    icon: (
      <LineIcon>
        <path d="M4 6h12M4 12h12M4 18h8" />
        <circle cx="18" cy="17" r="2" />
        <path d="M20 17V8" />
      </LineIcon>
    ),
  },
];
