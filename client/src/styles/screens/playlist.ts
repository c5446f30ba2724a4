// /playlist/{id}: the track list with its drag handles and play menu, sharing, tempo, edit, song map, CSV import and remove dialogs (the edit dialog's sound pickers).
import '../dialogs';
import '../select';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ActionIcon.css';
// The row menu's and the phone header menu's tooltips.
import '@mantine/core/styles/Tooltip.css';
// The song map editor: a section's muted switch, the bar pattern's swing slider and tempo-unit control.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
