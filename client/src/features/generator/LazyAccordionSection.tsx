import { Accordion, Loader } from '@mantine/core';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';

/** Props of {@link LazyAccordionSection}. */
export interface LazyAccordionSectionProps<P extends object> {
  /** The section's button: its name and what is set inside. */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Loads the section's inside (a dynamic import), the first time the section opens. */
  loadPanel: () => Promise<{ default: ComponentType<P> }>;
  panelProps: P;
}

const SECTION = 'section';

/**
 * One accordion section whose inside is loaded the first time it opens and then stays mounted (so
 * it closes with its animation). The home page stays within its byte budget this way: the
 * generator's Rhythm and Practice sections are closed for most users.
 */
export function LazyAccordionSection<P extends object>({
  label,
  open,
  onOpenChange,
  loadPanel,
  panelProps,
}: LazyAccordionSectionProps<P>) {
  // One lazy component per loader: a new one on every render would remount the panel.
  const Panel = useMemo(() => lazy(loadPanel), [loadPanel]);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  return (
    <Accordion variant="contained" value={open ? SECTION : null} onChange={(value) => onOpenChange(value === SECTION)}>
      <Accordion.Item value={SECTION}>
        <Accordion.Control>{label}</Accordion.Control>
        <Accordion.Panel>
          {opened && (
            <Suspense fallback={<Loader size="sm" aria-label={`Loading ${label}`} />}>
              <Panel {...panelProps} />
            </Suspense>
          )}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
