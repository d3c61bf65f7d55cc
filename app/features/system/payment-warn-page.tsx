// /payment_warn: the arrears notice with amounts and due dates, contact, and back to the redirect once paid.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notifyKey } from '../../components/notify';
import { Page } from '../../components/page';
import { useT } from '../../components/use-t';
import { safeRedirect } from '../../guards/navigation';
import { needsPayment } from '../../guards/payment';
import { ensureSessionFresh } from '../../guards/session-check';
import { invalidateCost, useCost } from '../../stores/cost-store';
import { CostLine } from './cost-line';
import { now } from '../../lib/world-time';

export function PaymentWarnPage() {
  const t = useT();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const cost = useCost((s) => s.cost);
  const [busy, setBusy] = useState(false);
  const recheck = async () => {
    setBusy(true);
    invalidateCost();
    const result = await ensureSessionFresh();
    setBusy(false);
    if (result === 'ended') return void navigate('/login', { replace: true });
    if (needsPayment(useCost.getState().cost, new Date(now())))
      return notifyKey('account:stillOverdue', { severity: 'warning' });
    notifyKey('account:paidBack', { severity: 'success' });
    void navigate(safeRedirect(query.get('redirect')), { replace: true });
  };
  return (
    <Page title={t('account:paymentTitle')}>
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Stack spacing={2}>
          <Alert severity="warning">{t('account:paymentIntro')}</Alert>
          {cost && (
            <>
              <CostLine
                label={t('account:yearlyFee')}
                amount={cost.yearlyPayment.total}
                dateLabel={t('account:endDate')}
                date={cost.yearlyPayment.endDate}
              />
              <CostLine
                label={t('account:arrears')}
                amount={cost.constructCost.arrearsAmount}
                dateLabel={t('account:lastPaymentDate')}
                date={cost.constructCost.lastPaymentDate}
              />
            </>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('account:contact')}
          </Typography>
          <Button variant="contained" onClick={() => void recheck()} disabled={busy}>
            {t('account:checkAgain')}
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
