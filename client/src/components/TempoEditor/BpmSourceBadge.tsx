import { Badge } from '@mantine/core';
import { ESTIMATED_BPM_SOURCES, type BpmSource } from '../../../../schema/limits';

/** Short labels of the tempo sources; made-up tempos (estimate, fallback) read 'estimated'. */
export const BPM_SOURCE_LABELS: Readonly<Record<BpmSource, string>> = {
  community: 'community',
  lookup: 'looked up',
  estimate: 'estimated',
  fallback: 'estimated',
  tap: 'tapped',
  manual: 'typed',
  detected: 'detected',
};

/** What a tempo source is called on screen; an unknown source (an older server) gets no label. */
export function bpmSourceLabel(source: string | null | undefined): string | null {
  return source && Object.hasOwn(BPM_SOURCE_LABELS, source) ? BPM_SOURCE_LABELS[source as BpmSource] : null;
}

/** Whether a tempo from `source` is made up rather than known. */
export function isEstimatedBpmSource(source: string | null | undefined): boolean {
  return ESTIMATED_BPM_SOURCES.some((estimated) => estimated === source);
}

/** Props of {@link BpmSourceBadge}. */
export interface BpmSourceBadgeProps {
  /** One of BPM_SOURCES; anything else renders nothing. */
  source: string | null | undefined;
}

/**
 * Where a tempo came from, as a small badge: 'estimated' (orange, so nobody mistakes it for a
 * known tempo) for estimate and fallback, a short neutral label for the others.
 */
export function BpmSourceBadge({ source }: BpmSourceBadgeProps) {
  const label = bpmSourceLabel(source);
  if (!label) return null;
  const estimated = isEstimatedBpmSource(source);
  return (
    <Badge
      size="sm"
      // Orange 2 under near-black text: orange enough to catch the eye, and AA contrast (light orange text is not).
      variant={estimated ? 'filled' : 'outline'}
      color={estimated ? 'orange.2' : 'gray'}
      c={estimated ? 'dark.9' : undefined}
      title={estimated ? 'A guess, not a known tempo: check it' : `Tempo source: ${label}`}
    >
      {label}
    </Badge>
  );
}
