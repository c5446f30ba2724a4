// /profile: the profile form with the photo, API tokens (a table, a select), password and linked providers (tabs).
import '../dialogs';
import '../select';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
