import { Box, Divider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Footer } from '../Footer/Footer';

/** Props of {@link AppLayout}. */
export interface AppLayoutProps {
  /** The top navigation bar. */
  header: ReactNode;
  /** Leaves out the skip link, header and footer: the page takes the whole screen (the stage). */
  bare?: boolean;
  children: ReactNode;
}

/** Skip link, header, main landmark and footer around every page; only the main landmark when `bare`. */
export function AppLayout({ header, bare = false, children }: AppLayoutProps) {
  // The main landmark keeps its place in the tree either way, so the page inside is not remounted
  // when the user moves between a bare screen and the others.
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      {!bare && (
        <a href="#main" className="skip-link">
          Skip to content
        </a>
      )}
      {!bare && header}
      {!bare && <Divider />}
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1 }}>
        {children}
      </Box>
      {!bare && <Divider />}
      {!bare && <Footer />}
    </Box>
  );
}
