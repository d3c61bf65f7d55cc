// GET /v1/app-info (its own base URL in production) and the package downloads it points at.
import { HttpResponse } from 'msw';
import { restEndpoints } from '../../../protocol/rest.ts';
import type { CloudStore } from '../store.ts';
import { ok } from './respond.ts';
import { route } from './route.ts';
import { simRoute, simRoutes } from '../sim-routes.ts';

/** The bytes of the simulated Android package: a stub, enough for a download progress bar. */
const apkStub = new Uint8Array(64 * 1024).fill(0x5a);

export function appInfoHandlers(store: CloudStore) {
  return [
    route(restEndpoints.appInfo, () => ok(store.appInfo)),
    simRoute(
      simRoutes.download,
      () =>
        new HttpResponse(apkStub, {
          headers: {
            'content-type': 'application/vnd.android.package-archive',
            'content-length': String(apkStub.byteLength),
          },
        }),
    ),
  ];
}
