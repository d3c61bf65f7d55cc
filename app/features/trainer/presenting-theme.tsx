// The projector layout: the app's theme with larger type (read from the back of a room).
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';

export function PresentingTheme({ on, children }: { on: boolean; children: ReactNode }) {
  const outer = useTheme();
  // Made only when the projector layout is on: createTheme is too slow to run on every console open.
  const theme = useMemo(
    () =>
      on &&
      createTheme({
        palette: {
          mode: outer.palette.mode,
          primary: outer.palette.primary,
          secondary: outer.palette.secondary,
        },
        components: outer.components,
        typography: { fontFamily: outer.typography.fontFamily, fontSize: 19 },
      }),
    [on, outer],
  );
  return theme ? <ThemeProvider theme={theme}>{children}</ThemeProvider> : <>{children}</>;
}
