// /automaticSettings/WindSpeedControlSetting: one wind and rain protection's editor (`?stid=`, or a new one).
import { WindEditor } from './wind-editor';

export function WindSpeedControlSetting() {
  return <WindEditor />;
}
