import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a screen may show what became `ready`. A screen's first showing of its data is its
 * largest render: done in a transition, React renders it in slices, between which the phone stays
 * responsive, and commits it whole (the screen's loading state stays until then). Later changes (an
 * edit, a bandmate's change) show at once, as they did. The answer of an Apollo query alone would
 * render at once: useQuery's store updates are synchronous.
 */
export function useRevealedInSlices(ready: boolean): boolean {
  const [revealed, setRevealed] = useState(ready);
  useEffect(() => {
    if (ready && !revealed) startTransition(() => setRevealed(true));
  }, [ready, revealed]);
  return revealed;
}
