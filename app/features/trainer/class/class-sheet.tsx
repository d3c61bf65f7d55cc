// The printable login sheet: one slip per trainee (phone, password, base) with the QR code of the app's
// address; printing shows the sheet alone. The QR encoder loads with this sheet only.
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ActiveClass } from '../../../../protocol/sim-class';
import { useClassT } from './class-t';

/** Printing: only the sheet, slips not split across pages. */
const printStyles = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '.class-sheet, .class-sheet *': { visibility: 'visible' },
    '.class-sheet': { position: 'absolute', left: 0, top: 0, width: '100%' },
    '.class-slip': { breakInside: 'avoid' },
  },
} as const;

function useQr(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { margin: 1, width: 192 }))
      .then((data) => alive && setUrl(data))
      .catch(() => alive && setUrl(null));
    return () => {
      alive = false;
    };
  }, [text]);
  return url;
}

export function ClassSheet({ state, appUrl }: { state: ActiveClass; appUrl: string }) {
  const t = useClassT();
  const qr = useQr(appUrl);
  return (
    <Box
      className="class-sheet"
      data-testid="class-sheet"
      sx={{ bgcolor: 'background.paper', color: 'text.primary' }}
    >
      <GlobalStyles styles={printStyles} />
      <Typography variant="h6" component="h3">
        {t('sheetTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
          '@media print': { gridTemplateColumns: 'repeat(2, 1fr)' },
        }}
      >
        {state.trainees.map((tr) => (
          <Box
            key={tr.index}
            className="class-slip"
            data-testid="class-slip"
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderStyle: 'dashed',
              p: 1.5,
            }}
          >
            {qr && <img src={qr} alt={t('sheetScan', { url: appUrl })} width={96} height={96} />}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {t('trainee', { n: tr.index })} · {tr.baseName}
              </Typography>
              <Typography variant="body2">
                {t('phone')}: <strong>{tr.mobile}</strong>
              </Typography>
              <Typography variant="body2">
                {t('password')}: <strong>{tr.password}</strong>
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {appUrl}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
