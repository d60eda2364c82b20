import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with the colours that fell short of WCAG AA (4.5:1 for text) replaced by the nearest
 * darker shade of the same hue that reaches it on white, on the page (#fafafb) and inside a filled input (#f0f0f1):
 * the app bar's white title on secondary blue (was 3.1:1), links and text buttons in primary blue (4.4:1), and
 * warning and info chips, white on filled and coloured on outlined (3.1:1 and 3.9:1).
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#176ec4' },
    secondary: { light: '#6ec6ff', main: '#0a70c0', dark: '#0069c0', contrastText: '#fff' },
    warning: { main: '#b25102' },
    info: { main: '#0273b1' },
  },
  components: {
    ...defaultLightTheme.components,
    RaEmpty: {
      styleOverrides: {
        // react-admin writes "No ... yet." in the disabled text colour (2.7:1); the secondary text colour reads at 5.7:1.
        root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }),
      },
    },
  },
};

/**
 * react-admin's dark theme (its app bar toggle) made to reach WCAG AA: button text picked for 4.5:1 instead of
 * MUI's default 3:1 (white on red 'Pause profile' read at 3.7:1, so such buttons take dark text), and the red
 * lightened to the nearest shade that reads at 4.5:1 on the dark page (#f44336 on #313131 was 3.5:1, 'Delete Thread').
 */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, contrastThreshold: 4.5, error: { main: '#f66d62' } },
};
