// One-click events from the world's catalogue (GET /sim/world/events): each button applies one now.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { memo } from 'react';
import { TooltipAfterPaint } from '../../components/tooltip-after-paint';
import { useTrainerT } from '../../i18n/trainer';
import { useFarmZone } from '../../live/hooks/use-farm-zone';
import { farmDateTime, localize } from './console-logic';
import { ConsolePanel } from './console-panel';
import type { WorldApi } from './world-api';
import type { WorldEvent } from '../../../protocol/sim-world';
import type { ConsoleAction } from './use-console-action';
import type { Loaded } from './use-loaded';

export const EventsPanel = memo(function EventsPanel({
  catalogue,
  lang,
  api,
  action,
  now,
}: {
  catalogue: Loaded<WorldEvent[]>;
  lang: string;
  api: WorldApi;
  action: ConsoleAction;
  /** The farm clock's now after an event, for the confirmation. */
  now: () => Promise<number>;
}) {
  const t = useTrainerT();
  const zone = useFarmZone();
  const fire = (event: WorldEvent) => {
    const title = localize(event.title, lang);
    return action.run(
      async () => {
        await api.fireEvent(event.kind);
        return now();
      },
      (at) => t('doneEvent', { title, time: farmDateTime(at, zone) }),
    );
  };
  return (
    <ConsolePanel title={t('eventsTitle')} testId="trainer-events">
      {catalogue.state === 'loading' && <CircularProgress size={24} aria-label={t('loading')} />}
      {catalogue.state === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={catalogue.retry}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadFailed', { error: catalogue.error })}
        </Alert>
      )}
      {catalogue.state === 'ready' && catalogue.value.length === 0 && (
        <Alert severity="info">{t('noEvents')}</Alert>
      )}
      {catalogue.state === 'ready' && (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          {catalogue.value.map((event) => (
            <TooltipAfterPaint
              key={event.kind}
              title={localize(event.description, lang)}
              enterTouchDelay={700}
              describeChild
            >
              <Button
                variant="outlined"
                disabled={action.busy}
                onClick={() => void fire(event)}
                data-kind={event.kind}
                sx={{ minHeight: 48, lineHeight: 1.25 }}
              >
                {localize(event.title, lang)}
              </Button>
            </TooltipAfterPaint>
          ))}
        </Box>
      )}
    </ConsolePanel>
  );
});
