import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import classes from './skip-link.module.css';

// Header, a single <main> landmark and footer around every public and account page, with a skip
// link so keyboard users can jump past the header.
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
