/**
 * /device/editactuator?aid= : edit one actuator; without aid, add one. The record comes from the
 * base's actuator list (kept in sync with other clients); a missing aid says so.
 */
import Alert from '@mui/material/Alert';
import { useLocation, useSearchParams } from 'react-router-dom';
import { z } from '../../../../protocol/zod-mini.ts';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { ActuatorForm } from './actuator-form';

const addedState = z.object({ added: z.number() });

export function EditActuatorPage() {
  const t = useT();
  const [params] = useSearchParams();
  const location = useLocation();
  const list = useLiveList('actuator');
  const zones = useLiveList('zone');
  const aidParam = params.get('aid');
  const adding = aidParam === null || aidParam === '';
  const aid = Number(aidParam);
  const record = adding ? undefined : list.items.find((a) => a.aid === aid);
  // Just added: the ack came, the list hears of the new record a moment later.
  const added = addedState.safeParse(location.state);
  const arriving = !record && added.success && added.data.added === aid;
  return (
    <Page title={adding ? t('actuators:addActuator') : t('routes:editActuator')}>
      <ScreenState state={arriving ? 'loading' : list.state} error={list.error} onRetry={list.reload}>
        {!adding && !record ? (
          <Alert severity="warning" data-testid="actuator-not-found">
            {t('actuators:notFound')}
          </Alert>
        ) : (
          <ActuatorForm key={record?.aid ?? 'new'} record={record} all={list.items} zones={zones.items} />
        )}
      </ScreenState>
    </Page>
  );
}
