/**
 * The centre a fertigation screen shows (centre-choice.ts) with the base's centres (`fertCenter`
 * list): the link's `?fid=`, else the remembered pick, else the first; a link's pick is remembered.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FertCenter } from '../../../protocol/live/irrigation.ts';
import { useLiveList, type LiveList } from '../../live/query';
import { useConnectionStore } from '../../stores/connection-store';
import { chooseCentre, fidOf, rememberCentre, rememberedCentre } from './centre-choice';

export type ChosenCentre = {
  centres: LiveList<FertCenter>;
  centre: FertCenter | null;
};

export function useChosenCentre(): ChosenCentre {
  const centres = useLiveList('fertCenter');
  const base = useConnectionStore((s) => s.base);
  const [query] = useSearchParams();
  const fromLink = fidOf(query.get('fid'));
  const fid = chooseCentre(
    centres.items.map((c) => c.fid),
    fromLink,
    rememberedCentre(base),
  );
  useEffect(() => {
    if (fid !== null && fid === fromLink) rememberCentre(base, fid);
  }, [base, fid, fromLink]);
  return { centres, centre: centres.items.find((c) => c.fid === fid) ?? null };
}
