import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

// Header, a single <main> landmark and footer around every public and account page.
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
