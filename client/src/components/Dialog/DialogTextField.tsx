import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A dialog's one text field (a set break's name, the username to share with): required, focused
 * when the dialog opens, and kept from the browser's autofill, since what it names is not the
 * user's own name or address. The rest (label, hint, length cap, form binding) is the caller's.
 */
export function DialogTextField(props: TextInputProps) {
  return <TextInput required autoComplete="off" data-autofocus {...props} />;
}
