// /playlists: playlist cards, the shared and featured sections, the playlist dialogs.
import '../dialogs';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
