// The WeChat callback (seed section 4) as pure decisions: which states are accepted, and where the
// user detail answer leads.
import { jwtExpired, userDetailData, wechatStates, type Server } from '../../../protocol/rest';
import type { Envelope } from '../../api';
import { isDeviceState } from '../../lib/uuid';
import { hintOf, type Said } from './answers';

export type CallbackParams = {
  state: string;
  token: string;
  mobile: string;
  base: string;
  zone: string;
  zid: string;
};

/** WeChat callback redirect to / after 1 second when the user has no server. */
export const NO_SERVER_REDIRECT_MS = 1_000;

export const readCallbackParams = (query: URLSearchParams): CallbackParams => ({
  state: query.get('state') ?? '',
  token: query.get('token') ?? '',
  mobile: query.get('mobile') ?? '',
  base: query.get('base') ?? '',
  zone: query.get('zone') ?? '',
  zid: query.get('zid') ?? '',
});

/** The state must be this device's uuid (as sent) or one of WECHAT_MENU, ROLL_DETAIL, WECHAT_EXPERIENCE. */
export const acceptsState = (state: string, uuid: string): boolean =>
  isDeviceState(state, uuid) || wechatStates.some((s) => s === state);

export type CallbackOutcome =
  | {
      kind: 'signed-in';
      profile: { mobile: string; wxAvatarUrl?: string | null; wxNickName?: string | null };
      servers: Server[];
      topic: string;
      to: string;
    }
  | {
      kind: 'no-server';
      profile: { mobile: string; wxAvatarUrl?: string | null; wxNickName?: string | null };
      to: '/';
      delayMs: number;
    }
  | { kind: 'hint'; said: Said };

/** Where the user detail answer leads: a zone of the matching server, home, home after 1 s, or the hint. */
export function decideCallback(params: CallbackParams, answer: Envelope): CallbackOutcome {
  const detail = answer.status === 1 ? userDetailData.safeParse(answer.data) : undefined;
  if (!detail?.success) {
    if (answer.msg === jwtExpired) return { kind: 'hint', said: { key: 'auth:tokenExpired' } };
    return { kind: 'hint', said: { text: hintOf(answer) } };
  }
  const { servers, hint: _hint, ...profile } = detail.data;
  const first = servers[0];
  if (!first) return { kind: 'no-server', profile, to: '/', delayMs: NO_SERVER_REDIRECT_MS };
  const match = params.base && params.zone ? servers.find((s) => s.sn === params.base) : undefined;
  if (match) {
    const query = new URLSearchParams({ f_zone_id: params.zid, zone_name: params.zone });
    return {
      kind: 'signed-in',
      profile,
      servers,
      topic: match.mqttBaseTopic,
      to: `/devicedata/Mc_equipment?${query}`,
    };
  }
  return { kind: 'signed-in', profile, servers, topic: first.mqttBaseTopic, to: '/' };
}
