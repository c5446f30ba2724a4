// /admin: users and playlists tables (tabs; a table scrolls sideways in a ScrollArea), admin switches and the admin dialogs.
import '../dialogs';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
