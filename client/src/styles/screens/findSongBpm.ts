// Find Song BPM: song search, the chosen song, the tap pad, the audio file detector, the playlist picker.
import '../select';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/NumberInput.css';
