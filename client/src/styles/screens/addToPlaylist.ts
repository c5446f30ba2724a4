// /add-to-playlist/{id}: song search, the selected songs with their tempo editors, the custom track dialog.
import '../dialogs';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NumberInput.css';
