// A decision's command in the grower's words: "开到 40%", "开启", or the controller's own word.
import type { Output } from '../../../protocol/live/system.ts';
import type { AutomationKey } from './strategy-summary';

const known = ['open', 'close', 'stop', 'on', 'off', 'set'] as const;
type KnownCommand = (typeof known)[number];
const isKnown = (command: string): command is KnownCommand => known.some((k) => k === command);

/** The i18n key and values of a command; an unknown command is shown as sent, with its value. */
export function commandText(output: Pick<Output, 'command' | 'value'>): {
  key: AutomationKey;
  values: Record<string, string | number>;
} {
  const value = output.value === null ? null : Math.round(output.value);
  if (isKnown(output.command)) {
    if (value !== null && (output.command === 'set' || output.command === 'open'))
      return { key: 'cmd_setTo', values: { value } };
    return { key: `cmd_${output.command}`, values: {} };
  }
  return {
    key: value === null ? 'cmd_raw' : 'cmd_rawValue',
    values: { command: output.command, value: value ?? '' },
  };
}
