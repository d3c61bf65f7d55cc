/**
 * The sensor a `?sid=` screen is about: the param checked (a positive integer), then looked up in the
 * selected base's sensor list. `problem` says why there is no sensor to show.
 */
import { useSearchParams } from 'react-router-dom';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useConfList, type ConfList } from '../../../live/hooks/use-conf-list';
import { parseSid } from './sid-param';

export type SensorParam = {
  /** The checked sid, or null when the link's sid is not a positive integer. */
  sid: number | null;
  list: ConfList<Sensor>;
  sensor: Sensor | undefined;
  problem: 'invalidSid' | 'notFound' | null;
};

export function useSensorParam(): SensorParam {
  const [search] = useSearchParams();
  const param = parseSid(search);
  const list = useConfList('sensor');
  const sid = param.ok ? param.sid : null;
  const sensor = sid === null ? undefined : list.items.find((s) => s.sid === sid);
  const problem = sid === null ? 'invalidSid' : list.state === 'ready' && !sensor ? 'notFound' : null;
  return { sid, list, sensor, problem };
}
