// The MSW handlers of the simulated cloud's own calls (protocol/sim-control.ts): the control API
// (README), the WeChat stand-in and the package downloads.
import { http, type DefaultBodyType, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { RestPathParams } from '../../protocol/rest.ts';
import type { SimRoute } from '../../protocol/sim-control.ts';

export { controlBodies, simRoutes, type SimRoute } from '../../protocol/sim-control.ts';

const verbs = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The MSW handler of a /sim call, on any origin, with its route params typed. */
export function simRoute<R extends SimRoute>(
  route: R,
  resolver: HttpResponseResolver<RestPathParams<R['path']>, DefaultBodyType, undefined>,
): HttpHandler {
  return verbs[route.method]<RestPathParams<R['path']>>(`*${route.path}`, resolver);
}
