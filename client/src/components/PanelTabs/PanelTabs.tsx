import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';

/** One tab of {@link PanelTabs}: its value, its label and what its panel shows. */
export interface PanelTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/** Tabs over panels, the first one open; a panel is mounted only while its tab is shown. */
export function PanelTabs({ tabs }: { tabs: readonly PanelTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value} keepMounted={false}>
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
