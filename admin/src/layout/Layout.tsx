import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import { Typography } from '@mui/material';
import { Menu } from './Menu';

function TopBar() {
  return (
    <AppBar userMenu={false}>
      <Typography variant="h6" component="span" sx={{ mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}>
        Kiwi Companions
      </Typography>
      <TitlePortal />
    </AppBar>
  );
}

/** react-admin's layout: a temporary drawer on small screens, a fixed sidebar on large ones. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout
      menu={Menu}
      appBar={TopBar}
      // Wide tables scroll inside their card on a phone instead of widening the page.
      // (react-admin's layout root is min-width: fit-content, which lets a wide table widen the whole page).
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main, & .RaList-main > div': { minWidth: 0 },
        '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
      }}
    >
      {children}
    </RaLayout>
  );
}
