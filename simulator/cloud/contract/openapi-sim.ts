// The simulated cloud's own calls (sim-routes.ts) and the world's control API (protocol/sim-world.ts)
// as OpenAPI paths, beside the app's REST contract.
import type { ExtraPaths } from '../../../protocol/docs/openapi.ts';
import { simWorldEndpoints, worldError, type SimWorldEndpoint } from '../../../protocol/sim-world.ts';
import { controlBodies, simRoutes } from '../sim-routes.ts';

/** What each /sim call does (cloud README "Control API"). */
const summaries: Record<keyof typeof simRoutes, string> = {
  reset: 'Back to the fixtures: accounts, no tokens, no codes, default app info, no faults',
  state: 'Accounts (mobile, server sns, cost), app info, queued faults',
  lastSms: 'The last code sent to a phone (404 when none)',
  expireTokens: 'Expires every token of the mobile, or the one token',
  setArrears: 'A cost overdue by daysOverdue (10) days',
  clearArrears: 'Paid: amounts 0, the year running from today',
  setCost: 'Any cost record or null',
  unbind: 'Removes a bound server',
  bind: 'Adds a bound server',
  failNext: 'The next matching /api or /v1 call waits delayMs, then answers status',
  setAppInfo: 'The latest versions GET /v1/app-info answers',
  wechatQr: 'The WeChat QR stand-in page (HTML)',
  wechatScan: 'Issues a token and redirects to redirect_uri',
  download: 'A package download (APK/IPA stand-in)',
};

const contractPaths = {
  '/sim/contract/asyncapi.json': 'This AsyncAPI 3.0 document of the MQTT contract',
  '/sim/contract/openapi.json': 'This OpenAPI 3.1 document of the REST calls',
  '/sim/contract/': 'A page that lists the channels, messages, calls and schemas of both',
};

/** The /sim paths: control calls need the local token outside a same-origin browser page. */
export const simPaths: ExtraPaths = (schemas, errorRef) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries(simRoutes) as [
    keyof typeof simRoutes,
    (typeof simRoutes)[keyof typeof simRoutes],
  ][]) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const inPath = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const body = name in controlBodies ? controlBodies[name as keyof typeof controlBodies] : undefined;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: `sim_${name}`,
      tags: ['harness'],
      summary: summaries[name],
      parameters: [
        ...inPath.map((param) => ({ name: param, in: 'path', required: true, schema: { type: 'string' } })),
        ...(route.path.startsWith('/sim/control')
          ? [
              {
                name: 'x-gh-sim-token',
                in: 'header',
                required: false,
                schema: { type: 'string' },
                description: 'The local token (GH_SIM_TOKEN or .state/sim-token) outside a same-origin page',
              },
            ]
          : []),
      ],
      ...(body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemas.add(`sim_${name}Body`, body) } },
            },
          }
        : {}),
      responses: {
        '200': { description: 'done' },
        '403': {
          description: 'not the local token, nor a same-origin page',
          content: { 'application/json': { schema: errorRef } },
        },
      },
    };
  }
  const worldErrorRef = schemas.add('WorldError', worldError);
  for (const [name, endpoint] of Object.entries(simWorldEndpoints) as [string, SimWorldEndpoint][]) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const json = (schema: { $ref: string }) => ({ 'application/json': { schema } });
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = {
      operationId: `world_${name}`,
      tags: ['harness'],
      summary: endpoint.summary,
      parameters: inPath.map((param) => ({
        name: param,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(endpoint.body
        ? { requestBody: { required: true, content: json(schemas.add(`world_${name}Body`, endpoint.body)) } }
        : {}),
      responses: {
        [name === 'reboot' ? '202' : '200']: {
          description: 'done',
          ...(endpoint.answer ? { content: json(schemas.add(`world_${name}Answer`, endpoint.answer)) } : {}),
        },
        '400': { description: 'a body that does not check: the reason', content: json(worldErrorRef) },
        '404': { description: 'no such controller, trace or route', content: json(worldErrorRef) },
        '409': {
          description: 'not now (a clock that is not stepped, a scenario starting)',
          content: json(worldErrorRef),
        },
        '501': { description: 'this world has no such part', content: json(worldErrorRef) },
      },
    };
  }
  for (const [path, summary] of Object.entries(contractPaths))
    paths[path] = {
      get: {
        operationId: `contract_${path.split('/').pop() || 'page'}`,
        tags: ['harness'],
        summary,
        responses: { '200': { description: summary } },
      },
    };
  return paths;
};
