// The committed contract documents are what protocol/ generates, valid for their specs, and every
// example in them passes the zod contract the broker, app and controllers check.
import fs from 'node:fs';
import path from 'node:path';
import { Parser } from '@asyncapi/parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { restExamples } from '../../../protocol/examples.ts';
import { restEndpoints } from '../../../protocol/rest.ts';
import { parseTopic } from '../../../protocol/topics.ts';
import { validateMessage } from '../../../protocol/live/validate.ts';
import { startCloud } from '../node.ts';
import { contractPage } from './contract-page.ts';
import { contractDocuments, contractFiles, contractText } from './documents.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const docs = contractDocuments();

type Channel = { address: string; messages: Record<string, { $ref: string }> };
type Message = { examples?: { name: string; payload: unknown }[] };

describe('contract documents', () => {
  it.each(Object.entries(contractFiles))(
    '%s is up to date with protocol/ (else: npm run contract)',
    (key, file) => {
      const committed = fs.readFileSync(path.join(root, file), 'utf8');
      expect(
        committed === contractText(docs[key as keyof typeof docs]),
        `${file} is stale: run npm run contract`,
      ).toBe(true);
    },
  );

  it('the AsyncAPI document parses and validates with @asyncapi/parser', async () => {
    const { document, diagnostics } = await new Parser().parse(contractText(docs.asyncapi));
    // Severity 0 error, 1 warning; 2-3 are hints (e.g. "3.1.0 exists").
    expect(
      diagnostics
        .filter((d) => Number(d.severity) < 2)
        .map((d) => `${d.code} ${d.message} at ${d.path.join('.')}`),
    ).toEqual([]);
    expect(document?.channels().length).toBeGreaterThanOrEqual(18);
  }, 60_000);

  it('the OpenAPI document validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    expect(await validator.validate(structuredClone(docs.openapi))).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
  });

  it('every MQTT example passes the topic check of protocol/live/validate.ts', () => {
    const channels = docs.asyncapi.channels as Record<string, Channel>;
    const messages = (docs.asyncapi.components as { messages: Record<string, Message> }).messages;
    let checked = 0;
    for (const channel of Object.values(channels)) {
      const topic = parseTopic(channel.address.replace(/^\{\w+\}/, 'farm/gh0001'));
      expect(topic.ok, channel.address).toBe(true);
      if (!topic.ok) continue;
      for (const ref of Object.values(channel.messages)) {
        for (const example of messages[ref.$ref.split('/').pop()!]?.examples ?? []) {
          const verdict = validateMessage(topic.name, example.payload);
          expect(verdict, `${channel.address} ${example.name}`).toMatchObject({ ok: true });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('documents every base topic, every confTyp and every REST call with a checked example', () => {
    const addresses = Object.values(docs.asyncapi.channels as Record<string, Channel>).map((c) => c.address);
    expect(addresses).toContain('{base}/system/conf');
    expect(addresses).toContain('{base}/fertigation/cmdack');
    expect(addresses).toContain('{debugBase}/system/otaschup');
    const paths = docs.openapi.paths as Record<string, Record<string, { operationId: string }>>;
    const operations = Object.values(paths).flatMap((p) => Object.values(p).map((op) => op.operationId));
    for (const [name, endpoint] of Object.entries(restEndpoints)) {
      expect(operations).toContain(name);
      const example = restExamples[name as keyof typeof restExamples];
      expect(endpoint.request.safeParse(example.request).success, `${name} request`).toBe(true);
      expect(endpoint.response.safeParse(example.response).success, `${name} response`).toBe(true);
    }
  });

  it('the page lists every channel and call', () => {
    const html = contractPage(docs);
    expect(html).toContain('{base}/sensor/query/historyData');
    expect(html).toContain('/api/v2/auth_related/login');
    expect(html).toContain('id="msg-conf_strategy_request"');
  });

  it('the cloud serves both documents and the page without a token', async () => {
    const cloud = await startCloud({ port: 0, log: () => {} });
    try {
      const asyncapi = await fetch(`${cloud.url}/sim/contract/asyncapi.json`);
      expect(asyncapi.status).toBe(200);
      expect(await asyncapi.json()).toEqual(docs.asyncapi);
      const openapi = await fetch(`${cloud.url}/sim/contract/openapi.json`);
      expect(await openapi.json()).toEqual(docs.openapi);
      const page = await fetch(`${cloud.url}/sim/contract/`);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('Greenhouse HIL contract');
    } finally {
      await cloud.close();
    }
  });
});
