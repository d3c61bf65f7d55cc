// The app's MUI theme: greenhouse greens, soil and sun accents, CJK-friendly type, phone-first sizes.
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#2e7d32', light: '#60ad5e', dark: '#005005', contrastText: '#ffffff' },
    secondary: { main: '#f9a825', contrastText: '#1b1b1b' },
    // Text-strength shades: outlined chips and text buttons in these colours need 4.5:1 against
    // white and the page background (WCAG AA, checked by axe in tests/e2e/a11y-routes.spec.ts).
    success: { main: '#2e7d32' },
    warning: { main: '#ad4e00' },
    info: { main: '#0270b0' },
    background: { default: '#f3f7f1', paper: '#ffffff' },
    text: { primary: '#1b2a1c', secondary: '#4e5f50' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","WenQuanYi Micro Hei",system-ui,sans-serif',
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    // MUI's unselected toggle text (action.active) is 4.48:1 on the page background: too faint.
    // A disabled field's helper text says why it is disabled: it must stay readable (4.5:1).
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
  },
});

/** Width of the desktop navigation drawer. */
export const DRAWER_WIDTH = 232;
