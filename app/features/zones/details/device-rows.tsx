// One line per device of the zone: what it is, its live value or state, and the unassign button.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { isPositionKind, type Actuator, type ActuatorReport } from '../../../../protocol/live/actuator.ts';
import type { Valve } from '../../../../protocol/live/irrigation.ts';
import { sensorUnits, type Sensor } from '../../../../protocol/live/sensor.ts';
import { formatDeviceReading } from './device-reading.ts';
import { useT } from '../../../components/use-t';
import { useLiveActuator } from '../../../stores/live-actuators-store.ts';
import { useLiveReading } from '../../../stores/live-readings-store.ts';

type RowProps = { onUnassign: () => void; busy: boolean };

function DeviceLine({
  name,
  detail,
  value,
  onUnassign,
  busy,
}: RowProps & { name: string; detail: string; value?: ReactNode }) {
  const t = useT();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1" noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {detail}
        </Typography>
      </Box>
      {value !== undefined && (
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {value}
        </Typography>
      )}
      <Button
        size="small"
        onClick={onUnassign}
        disabled={busy}
        aria-label={t('zones:unassignLabel', { name })}
      >
        {t('zones:unassign')}
      </Button>
    </Box>
  );
}

export function SensorRow({ sensor, ...props }: RowProps & { sensor: Sensor }) {
  const t = useT();
  const reading = useLiveReading(sensor.sid);
  const value =
    reading && reading.v !== null
      ? `${formatDeviceReading(sensor.type, reading.v)} ${sensorUnits[sensor.type]}`
      : t('zones:noReading');
  return (
    <DeviceLine
      name={sensor.name}
      detail={`${t(`zones:type_${sensor.type}`)} · #${sensor.sid}`}
      value={value}
      {...props}
    />
  );
}

/** `queried`: the state the zone query answered, until a live report comes. */
export function ActuatorRow({
  actuator,
  queried,
  ...props
}: RowProps & { actuator: Actuator; queried?: ActuatorReport }) {
  const t = useT();
  const report = useLiveActuator(actuator.aid) ?? queried;
  const state = report ? t(`zones:state_${report.state}`) : undefined;
  const value =
    report && isPositionKind(actuator.kind) && report.pos !== undefined
      ? `${state} ${Math.round(report.pos)}%`
      : state;
  return (
    <DeviceLine
      name={actuator.name}
      detail={`${t(`zones:kind_${actuator.kind}`)} · #${actuator.aid}`}
      value={value}
      {...props}
    />
  );
}

export function ValveRow({ valve, ...props }: RowProps & { valve: Valve }) {
  const t = useT();
  const detail = `${t('zones:flowNominal', { flow: valve.flowNominal })} · ${t('zones:valveActuator', { aid: valve.aid })}`;
  return <DeviceLine name={valve.name} detail={detail} {...props} />;
}
