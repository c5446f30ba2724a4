import { lazy, Suspense } from 'react';
import type { PedalsModel } from './usePedals';

const PedalsPanel = lazy(() => import('./PedalsPanel'));

/** The 'Pedals and controllers' panel, loaded only once a stage's settings show it. */
export function PedalsSettings({ pedals }: { pedals: PedalsModel }) {
  return (
    <Suspense fallback={null}>
      <PedalsPanel pedals={pedals} />
    </Suspense>
  );
}
