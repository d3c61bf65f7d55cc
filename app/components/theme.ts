// The app's MUI theme: greenhouse greens, soil and sun accents, CJK-friendly type, phone-first sizes.
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#2e7d32', light: '#60ad5e', dark: '#005005', contrastText: '#ffffff' },
    secondary: { main: '#f9a825', contrastText: '#1b1b1b' },
    success: { main: '#43a047' },
    warning: { main: '#ef6c00' },
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
  },
});

/** Width of the desktop navigation drawer. */
export const DRAWER_WIDTH = 232;
