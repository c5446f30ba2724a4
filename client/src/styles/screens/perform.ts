// /playlist/{id}/perform: the stage view, its switches, the gap field, the theme picker and the
// click output (sides, channel chips, output device).
import '../select';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Chip.css';
