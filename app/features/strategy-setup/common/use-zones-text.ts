/** Zones in words: "全部分区" when a list covers every zone of the base, else their names in order. */
import { useT } from '../../../components/use-t';
import { useZoneNames } from '../../../live/use-zone-names';

export function useZonesText() {
  const t = useT();
  const { names } = useZoneNames();
  const nameOf = (zid: number) => names.get(zid) ?? t('strategySetup:zoneNo', { zid });
  const text = (zids: readonly number[]) => {
    if (zids.length === 0) return t('strategySetup:noZones');
    if (names.size > 1 && [...names.keys()].every((zid) => zids.includes(zid)))
      return t('strategySetup:allZones');
    return [...zids]
      .sort((a, b) => a - b)
      .map(nameOf)
      .join(t('strategySetup:listSeparator'));
  };
  return { text, nameOf, names };
}
