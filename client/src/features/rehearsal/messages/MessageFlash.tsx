import { Button } from '@mantine/core';
import type { BandMessageFlash } from './useBandMessage';
import './MessageFlash.css';

/**
 * A band message over the whole screen in type large enough to read from a drum stool; a tap
 * anywhere (or its button) takes it away. Screen readers hear it at once (role alert). Its
 * planned and actual room-clock times are on the element for the end-to-end test.
 */
export function MessageFlash({ flash, onDismiss }: { flash: BandMessageFlash; onDismiss(): void }) {
  return (
    <div
      className="band-message"
      role="alert"
      aria-live="assertive"
      data-testid="band-message"
      data-planned-at={flash.plannedAt.toFixed(3)}
      data-shown-at={flash.shownAt.toFixed(3)}
      onClick={onDismiss}
    >
      <p className="band-message-text">{flash.text}</p>
      {flash.fromUsername && <p className="band-message-from">from {flash.fromUsername}</p>}
      <Button variant="white" color="dark" size="lg" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
