// What every screen of the full app (boot/FullApp.tsx) may show besides the first load's: the
// user menu in the header, the toasts and the offline notice.
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import '@mantine/core/styles/Alert.css';
