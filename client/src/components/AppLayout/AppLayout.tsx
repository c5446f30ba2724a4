import { Box, Divider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Footer } from '../Footer/Footer';
import { Header } from '../Header/Header';

/** Header, main landmark and footer around every page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <Divider />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1 }}>
        {children}
      </Box>
      <Divider />
      <Footer />
    </Box>
  );
}
