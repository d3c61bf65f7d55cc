// /device/EditSensor?sid=: edit one sensor (name, zone, type, offset, range, enabled).
import { useMemo } from 'react';
import { useT } from '../../../components/use-t';
import { EditSensorForm } from './edit-sensor-form';
import { SensorScreen } from './sensor-screen';
import { sensorDetailPath } from './sensor-row';
import { useZoneNames } from '../../../live/use-zone-names';

export function EditSensorPage() {
  const t = useT();
  const { zones } = useZoneNames();
  const sorted = useMemo(() => [...zones.items].sort((a, b) => a.order - b.order), [zones.items]);
  return (
    <SensorScreen title={t('routes:editSensor')} back={sensorDetailPath}>
      {(sensor) => <EditSensorForm key={sensor.sid} sensor={sensor} zones={sorted} />}
    </SensorScreen>
  );
}
