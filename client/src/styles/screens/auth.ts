// /login and /register (AuthFormCard): text and password fields, an error alert.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
