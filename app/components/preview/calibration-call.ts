// A zone's model calibration from the cloud: its own module, so that only the preview's chunk carries
// the calibration schemas (the home screen is at its route budget).
import { calibrationEndpoints, type CalibrationParams } from '../../../protocol/calibration.ts';
import { apiClient, defineCall } from '../../api';
import { useSession } from '../../stores/session-store';

const zoneCalibration = defineCall('zoneCalibration', calibrationEndpoints.zoneCalibration);

/** The zone's fitted parameters, or null while it has none (or the cloud cannot say). */
export async function fetchZoneCalibration(sn: string, zone: number): Promise<CalibrationParams | null> {
  const { token, user } = useSession.getState();
  if (!token || !user) return null;
  const answer = await zoneCalibration(
    apiClient(),
    { mobile: user.mobile, token, sn, zone },
    calibrationEndpoints.zoneCalibration.response,
  );
  return answer.data?.calibration?.params ?? null;
}
