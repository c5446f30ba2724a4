import { Box, Divider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Footer } from '../Footer/Footer';

/** Props of {@link AppLayout}. */
export interface AppLayoutProps {
  /** The top navigation bar. */
  header: ReactNode;
  children: ReactNode;
}

/** Skip link, header, main landmark and footer around every page. */
export function AppLayout({ header, children }: AppLayoutProps) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {header}
      <Divider />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1 }}>
        {children}
      </Box>
      <Divider />
      <Footer />
    </Box>
  );
}
