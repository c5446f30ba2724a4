// /playlist/{id}/rehearse: the join form, and on the stage the handover, the leader's song picker and
// tempo, the band message control, and behind 'Sync' the devices, the owner's 'Who may lead' and the output delay.
import '../select';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
