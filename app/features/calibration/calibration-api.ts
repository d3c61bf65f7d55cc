/**
 * The calibration's REST calls (protocol/calibration.ts), apart from app/api/endpoints.ts so that
 * only the calibration panel carries them and their schemas.
 */
import { calibrationEndpoints, calibrationResponse } from '../../../protocol/calibration';
import type { ZoneCalibration } from '../../../protocol/index';
import { statusOnlyResponse } from '../../../protocol/rest';
import { apiClient } from '../../api';
import { defineCall } from '../../api/call';

const getCalibration = defineCall('zoneCalibration', calibrationEndpoints.zoneCalibration);
const putCalibration = defineCall('saveZoneCalibration', calibrationEndpoints.saveZoneCalibration);
const deleteCalibration = defineCall('deleteZoneCalibration', calibrationEndpoints.deleteZoneCalibration);

export type ZoneKey = { mobile: string; token: string; sn: string; zone: number };

/** Throws the answer's message when the cloud refuses. */
function ok(answer: { status: number; msg?: string | null }): void {
  if (answer.status !== 1) throw new Error(answer.msg ?? `status ${answer.status}`);
}

/** The zone's saved calibration, null while it has none. */
export async function loadCalibration(key: ZoneKey): Promise<ZoneCalibration | null> {
  const answer = await getCalibration(apiClient(), key, calibrationResponse);
  ok(answer);
  return answer.data?.calibration ?? null;
}

export async function saveCalibration(token: string, calibration: ZoneCalibration): Promise<void> {
  ok(await putCalibration(apiClient(), { token, calibration }, statusOnlyResponse));
}

export async function resetCalibration(key: ZoneKey): Promise<void> {
  ok(await deleteCalibration(apiClient(), key, statusOnlyResponse));
}
