import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The public site's colours (frontend/src/styles/global.css): raspberry for actions and links, aubergine for the bar
 * along the top, its gold for the premium plan, its system font and 8-10 px corners. Every pair of text and
 * background reaches WCAG AA (4.5:1); the ratios are noted where a colour is chosen, and the accessibility journey
 * (e2e/site-a11y.e2e.ts) checks each back-office screen in both themes with axe-core.
 */
export const BRAND = {
  raspberry: '#a3124a',
  raspberryDark: '#7d0d38',
  raspberrySoft: '#fbe9f0',
  aubergine: '#1a1420',
  plum: '#5a1640',
  gold: '#f3c04d',
  text: '#1d1a1f',
  muted: '#5b5560',
  surface: '#f7f4f6',
  border: '#d9d0d6',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Dark surfaces tinted with the brand's aubergine instead of MUI's neutral greys. */
const NIGHT = { page: '#120e16', paper: '#1e1824', text: '#f4eef6', muted: '#d6cfdb', pink: '#f27aa5', soft: '#3b1430' } as const;

const shape = { borderRadius: 8 };
// Wide enough for the longest menu entry, 'Moderation settings', which react-admin's 240 px cut short.
const sidebar = { width: 260, closedWidth: 50 };
const typography = { fontFamily: BRAND.font, h5: { fontWeight: 700 }, h6: { fontWeight: 600 } };
// Outlined fields, as on the public site, instead of react-admin's filled ones.
const outlined = { defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true } } as const;

/** What both themes share: outlined fields, the aubergine bar, buttons without capitals, the current page marked in the menu. */
function brandComponents(activeText: string, activeBackground: string): RaThemeOptions['components'] {
  return {
    MuiTextField: outlined,
    MuiFormControl: outlined,
    MuiAppBar: {
      // The public site's navigation bar: aubergine with white text, in both themes.
      styleOverrides: { root: { backgroundColor: BRAND.aubergine, backgroundImage: 'none', color: '#fff' } },
    },
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    // The public site's cards: a hairline border and a soft shadow.
    MuiCard: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ border: `1px solid ${theme.palette.divider}`, boxShadow: '0 2px 10px rgb(20 10 30 / 10%)' }),
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          margin: '2px 8px',
          '&.RaMenuItemLink-active': {
            color: activeText,
            backgroundColor: activeBackground,
            fontWeight: 600,
            '& .RaMenuItemLink-icon': { color: activeText },
          },
        },
      },
    },
  };
}

/**
 * Light: raspberry on white reads at 7.7:1 (and white on raspberry the same), muted text on the page at 6.6:1, the
 * app bar's white on aubergine at 18:1, the current menu entry at 9.1:1. Success (6.5:1), error (6.5:1), warning
 * (5.2:1 on white, 4.7:1 on the page) and info (4.7:1 on the page) read as text and carry white text as chips.
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  shape,
  sidebar,
  typography,
  palette: {
    primary: { main: BRAND.raspberry, dark: BRAND.raspberryDark, light: '#c2416f', contrastText: '#fff' },
    // Plum (12.9:1 on white): the premium label, apart from both the text and the raspberry.
    secondary: { main: BRAND.plum, light: '#8a3a6a', dark: '#3b1430', contrastText: '#fff' },
    success: { main: '#136c3a' },
    error: { main: '#b3261e' },
    warning: { main: '#b25102' },
    info: { main: '#0273b1' },
    text: { primary: BRAND.text, secondary: BRAND.muted },
    background: { default: BRAND.surface, paper: '#fff' },
    divider: BRAND.border,
  },
  components: {
    ...defaultLightTheme.components,
    ...brandComponents(BRAND.raspberryDark, BRAND.raspberrySoft),
    RaEmpty: {
      styleOverrides: {
        // react-admin writes "No ... yet." in the disabled text colour (2.7:1); the secondary text colour reads at 6.6:1.
        root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }),
      },
    },
  },
};

/**
 * Dark: the page and cards in aubergine tints, text at 15:1 and muted text at 12.5:1; a lighter raspberry (7.2:1 on
 * the page, 6.5:1 on a card, 6.1:1 as the current menu entry) carrying aubergine text (7:1); gold (10:1) for the
 * premium label, as the public site's VIP badge; a softer red (6:1 on a card) for 'Delete Thread' and reject. MUI
 * picks the text on coloured buttons and chips for 4.5:1 instead of its default 3:1.
 */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  shape,
  sidebar,
  typography,
  palette: {
    mode: 'dark',
    contrastThreshold: 4.5,
    primary: { main: NIGHT.pink, contrastText: BRAND.aubergine },
    secondary: { main: BRAND.gold, contrastText: '#2b1d00' },
    error: { main: '#f66d62' },
    text: { primary: NIGHT.text, secondary: NIGHT.muted },
    background: { default: NIGHT.page, paper: NIGHT.paper },
    divider: 'rgba(214, 207, 219, 0.24)',
  },
  components: {
    ...defaultDarkTheme.components,
    ...brandComponents(NIGHT.pink, NIGHT.soft),
    // Surfaces keep their aubergine instead of MUI's white overlay, which greys raised ones such as dialogs.
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
};
