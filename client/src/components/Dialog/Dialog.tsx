import { Modal, type ModalProps } from '@mantine/core';
import { useEffect } from 'react';

/** The element that holds the page behind every dialog (index.html's #root). */
const APP_ROOT_ID = 'root';

/**
 * While a dialog is open, the page behind it is `inert`: no focus, no clicks, hidden from assistive
 * technology (the WAI-ARIA modal dialog pattern). Mantine renders the dialog in a portal outside #root.
 */
function useInertPage(opened: boolean): void {
  useEffect(() => {
    const page = document.getElementById(APP_ROOT_ID);
    if (!opened || !page) return undefined;
    page.setAttribute('inert', '');
    return () => page.removeAttribute('inert');
  }, [opened]);
}

/** Props of {@link Dialog}: Mantine Modal's, with the app's defaults. */
export type DialogProps = ModalProps;

/** Every dialog of the app: a centered Mantine Modal whose close button has a name and whose page behind is inert. */
export function Dialog({ opened, closeButtonProps, ...props }: DialogProps) {
  useInertPage(opened);
  return (
    <Modal
      opened={opened}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog', ...closeButtonProps }}
      {...props}
    />
  );
}
