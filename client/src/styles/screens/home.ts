// The signed-in home: the click track generator (with its Rhythm and Practice sections) and the visualizer.
import '../select';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
