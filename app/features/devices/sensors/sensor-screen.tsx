// The frame of the `?sid=` screens: checks the link, loads the sensor, shows loading/offline/error or
// the problem (bad sid, unknown sensor) with a way back, else the screen's content for that sensor.
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { SensorProblem } from './sensor-problem';
import { useSensorParam } from './use-sensor-param';

export type SensorScreenProps = {
  title: string;
  /** Where "back" goes (the list, or the sensor's details). */
  back?: (sid: number) => string;
  children: (sensor: Sensor) => ReactNode;
};

export function SensorScreen({ title, back, children }: SensorScreenProps) {
  const t = useT();
  const { sid, list, sensor, problem } = useSensorParam();
  const backTo = sid !== null && back ? back(sid) : '/device/sensor';
  const actions = (
    <Button component={RouterLink} to={backTo} size="small">
      {t('common:back')}
    </Button>
  );
  return (
    <Page title={sensor ? `${title} · ${sensor.name}` : title} actions={actions}>
      {problem ? (
        <SensorProblem problem={problem} sid={sid} />
      ) : (
        <ScreenState state={list.state} error={list.error} onRetry={list.reload}>
          {sensor && children(sensor)}
        </ScreenState>
      )}
    </Page>
  );
}
