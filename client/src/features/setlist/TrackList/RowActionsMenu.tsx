import { ActionIcon, Menu, Tooltip } from '@mantine/core';

/** One entry of a set-list row's menu; `name` is its accessible name (it says which row). */
export interface RowAction {
  text: string;
  name: string;
  run: () => void;
  /** Drawn red (a removal). */
  danger?: boolean;
}

/** Props of {@link RowActionsMenu}. */
export interface RowActionsMenuProps {
  /** The menu button's and the menu's name, e.g. 'Actions for Opener'. */
  label: string;
  /** The button's tooltip, what the menu holds, e.g. 'Rename, remove'. */
  hint: string;
  /** The entries in order; a missing one (undefined) is left out. */
  actions: ReadonlyArray<RowAction | undefined>;
}

/** The editors' menu of a set-list row (a song or a set break): a ⋯ button at the row's end. */
export function RowActionsMenu({ label, hint, actions }: RowActionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Tooltip label={hint} openDelay={400} withinPortal>
          <ActionIcon variant="subtle" color="gray" size="lg" className="setlist-target" aria-label={label}>
            <span aria-hidden>⋯</span>
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown className="setlist-menu" aria-label={label}>
        {actions.map(
          (action) =>
            action && (
              <Menu.Item
                key={action.text}
                color={action.danger ? 'red' : undefined}
                aria-label={action.name}
                onClick={action.run}
              >
                {action.text}
              </Menu.Item>
            ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
