// The zone's three device sections; unassigning sends the device's whole record with zid null.
import { useT } from '../../../components/use-t';
import { DeviceSection } from './device-section';
import { ActuatorRow, SensorRow, ValveRow } from './device-rows';
import { busyKey, type DeviceMove } from './use-device-move.ts';
import type { ZoneQueryAnswer } from '../../../../protocol/live/zone.ts';
import type { DeviceKind } from '../../../live/zone-query.ts';

type Props = {
  answer: ZoneQueryAnswer;
  mover: DeviceMove;
  kindWord: (kind: DeviceKind) => string;
  onAssign: (kind: DeviceKind) => void;
};

export function ZoneDevices({ answer, mover, kindWord, onAssign }: Props) {
  const t = useT();
  const section = (kind: DeviceKind, count: number) => ({
    title: t(`zones:${kind}s`),
    kindWord: kindWord(kind),
    count,
    onAssign: () => onAssign(kind),
  });
  return (
    <>
      <DeviceSection {...section('sensor', answer.sensors.length)}>
        {answer.sensors.map((sensor) => (
          <SensorRow
            key={sensor.sid}
            sensor={sensor}
            busy={mover.busy === busyKey('sensor', sensor)}
            onUnassign={() => void mover.moveTo('sensor', sensor, null)}
          />
        ))}
      </DeviceSection>
      <DeviceSection {...section('actuator', answer.actuators.length)}>
        {answer.actuators.map((actuator) => (
          <ActuatorRow
            key={actuator.aid}
            actuator={actuator}
            queried={answer.states.find((s) => s.aid === actuator.aid)}
            busy={mover.busy === busyKey('actuator', actuator)}
            onUnassign={() => void mover.moveTo('actuator', actuator, null)}
          />
        ))}
      </DeviceSection>
      <DeviceSection {...section('valve', answer.valves.length)}>
        {answer.valves.map((valve) => (
          <ValveRow
            key={valve.vid}
            valve={valve}
            busy={mover.busy === busyKey('valve', valve)}
            onUnassign={() => void mover.moveTo('valve', valve, null)}
          />
        ))}
      </DeviceSection>
    </>
  );
}
