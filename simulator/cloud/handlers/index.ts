// Every handler of the simulated cloud, over one store: the fault gate first, then the REST calls.
import type { RequestHandler } from 'msw';
import type { CloudStore } from '../store.ts';
import { accountHandlers } from './account.ts';
import { appInfoHandlers } from './app-info.ts';
import { authHandlers } from './auth.ts';
import { calibrationHandlers } from './calibration.ts';
import { contractHandlers } from './contract.ts';
import { controlHandlers } from './control.ts';
import { faultHandlers } from './faults.ts';
import { smsHandlers } from './sms.ts';
import { wechatHandlers } from './wechat.ts';

/** The cloud's MSW handlers; the same list runs in the service worker and in the Node server. */
export function createHandlers(store: CloudStore): RequestHandler[] {
  return [
    ...faultHandlers(store),
    ...authHandlers(store),
    ...accountHandlers(store),
    ...smsHandlers(store),
    ...appInfoHandlers(store),
    ...calibrationHandlers(store),
    ...wechatHandlers(store),
    ...controlHandlers(store),
    ...contractHandlers(),
  ];
}
