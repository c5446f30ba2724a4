// /playlist/{id}: the track list with its drag handles and play menu, sharing, tempo, edit, CSV import and remove dialogs (the edit dialog's sound pickers).
import '../dialogs';
import '../select';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ActionIcon.css';
