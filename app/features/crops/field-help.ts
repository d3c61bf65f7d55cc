// A field's message in the grower's language, or a blank helper line (keeps the layout still).
import { useT } from '../../components/use-t';
import type { FieldMessage } from './crop-form.ts';

export function useFieldHelp() {
  const t = useT();
  // Every key gets both limits, so i18next's typed interpolation accepts the union of keys.
  return (message: FieldMessage | undefined) =>
    message ? t(message.key, { min: message.params?.min ?? 0, max: message.params?.max ?? 0 }) : ' ';
}
