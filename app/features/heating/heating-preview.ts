// A heating loop's preview: the saved configuration with the form's set points on this loop, in its zone.
import type { HeatingLoop } from '../../../protocol/live/climate.ts';
import type { AutomationConfig } from '../../../model/automation/types.ts';

export const withLoop = (saved: AutomationConfig, edited: HeatingLoop): AutomationConfig => ({
  ...saved,
  heating: saved.heating.map((h) => (h.hid === edited.hid ? edited : h)),
});
