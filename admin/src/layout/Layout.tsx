import type { ReactNode } from 'react';
import { AppBar, Notification, Layout as RaLayout, TitlePortal } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { BrandMark } from './BrandMark';
import { Menu } from './Menu';

function TopBar() {
  return (
    <AppBar userMenu={false}>
      {/* On a phone the bar keeps its width for the page title. */}
      <Stack direction="row" spacing={1.5} sx={{ mr: 2, alignItems: 'center', display: { xs: 'none', sm: 'flex' } }}>
        <BrandMark />
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.2rem', whiteSpace: 'nowrap' }}>
          Kiwi Companions
        </Typography>
      </Stack>
      <TitlePortal />
    </AppBar>
  );
}

/**
 * react-admin's layout: a temporary drawer on small screens, a fixed sidebar on large ones. It also mounts the
 * notifications (and so the undo of undoable updates): only signed-in screens notify, so /admin/login goes without.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
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
      <Notification />
    </>
  );
}
