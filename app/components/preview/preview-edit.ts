// What an editor hands the preview: how its unsaved form changes the saved configuration, and where.
import type { AutomationConfig } from '../../../model/automation/types.ts';

export type PreviewEdit = {
  /** The edited configuration made from the saved one; null while the form is not valid. */
  edit: ((saved: AutomationConfig) => AutomationConfig) | null;
  /** Changes whenever the form's values do (a new run follows). */
  editKey: string;
  /** The zones the setting acts on, read off the saved configuration (group policies, valves). */
  zones: (saved: AutomationConfig) => number[];
};
