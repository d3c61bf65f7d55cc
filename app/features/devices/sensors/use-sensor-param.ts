/**
 * The sensor a `?sid=` screen is about: the param checked (a positive integer), then looked up in the
 * selected base's sensor list. `problem` says why there is no sensor to show.
 */
import { useSearchParams } from 'react-router-dom';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useLiveList, type LiveList } from '../../../live/query';
import { parseSid } from './sid-param';

export type SensorParam = {
  /** The checked sid, or null when the link's sid is not a positive integer. */
  sid: number | null;
  list: LiveList<Sensor>;
  sensor: Sensor | undefined;
  problem: 'invalidSid' | 'notFound' | null;
};

export function useSensorParam(): SensorParam {
  const [search] = useSearchParams();
  const param = parseSid(search);
  const list = useLiveList('sensor');
  const sid = param.ok ? param.sid : null;
  const sensor = sid === null ? undefined : list.items.find((s) => s.sid === sid);
  const problem = sid === null ? 'invalidSid' : list.state === 'ready' && !sensor ? 'notFound' : null;
  return { sid, list, sensor, problem };
}
