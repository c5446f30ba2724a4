// /playlist/{id}/rehearse: the join form, the room's devices, the leader's song picker and tempo.
import '../select';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NumberInput.css';
