// A readable page of both contract documents: channels, messages, calls and schemas, no script.
import type { ContractDocuments } from './documents.ts';

type Doc = Record<string, unknown>;
type Message = {
  name: string;
  summary?: string;
  payload: { $ref: string };
  examples?: { name: string; payload: unknown }[];
};

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const anchorOf = (ref: string, prefix: string) => `${prefix}-${ref.split('/').pop() ?? ''}`;
const link = (ref: string, prefix: string) =>
  `<a href="#${escape(anchorOf(ref, prefix))}">${escape(ref.split('/').pop() ?? ref)}</a>`;

/** JSON with every `$ref` turned into a link to the schema it names. */
function jsonBlock(value: unknown, prefix: string): string {
  return `<pre>${escape(JSON.stringify(value, null, 2)).replace(
    /&#34;(#\/components\/schemas\/[\w-]+)&#34;/g,
    (_all, ref: string) => `&#34;${link(ref, prefix)}&#34;`,
  )}</pre>`;
}

function schemaList(schemas: Record<string, unknown>, prefix: string): string {
  return Object.entries(schemas)
    .map(
      ([name, schema]) =>
        `<details id="${escape(`${prefix}-${name}`)}"><summary>${escape(name)}</summary>${jsonBlock(schema, prefix)}</details>`,
    )
    .join('\n');
}

function asyncApiSection(doc: Doc): string {
  const channels = doc.channels as Record<
    string,
    { address: string; description: string; messages: Record<string, unknown> }
  >;
  const components = doc.components as {
    messages: Record<string, Message>;
    schemas: Record<string, unknown>;
  };
  const rows = Object.entries(channels).map(
    ([id, channel]) =>
      `<tr><td><code>${escape(channel.address)}</code></td><td>${escape(channel.description)}</td><td>${Object.keys(
        channel.messages,
      )
        .map((name) => `<a href="#msg-${escape(name)}">${escape(name)}</a>`)
        .join(', ')}</td><td>${escape(id)}</td></tr>`,
  );
  const messages = Object.values(components.messages).map(
    (
      message,
    ) => `<details id="msg-${escape(message.name)}"><summary><b>${escape(message.name)}</b>: ${escape(message.summary ?? '')}</summary>
<p>Payload: ${link(message.payload.$ref, 'as')}</p>${(message.examples ?? []).map((e) => `<p>Example ${escape(e.name)}</p>${jsonBlock(e.payload, 'as')}`).join('')}</details>`,
  );
  return `<h2 id="asyncapi">MQTT (AsyncAPI ${escape(String(doc.asyncapi))})</h2>
<p>${escape(String((doc.info as Doc).description))}</p>
<div class="scroll"><table><thead><tr><th>Topic</th><th>What</th><th>Messages</th><th>Channel id</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>
<h3>Messages</h3>${messages.join('\n')}<h3>Schemas</h3>${schemaList(components.schemas, 'as')}`;
}

function openApiSection(doc: Doc): string {
  const paths = doc.paths as Record<
    string,
    Record<
      string,
      { operationId: string; summary?: string; requestBody?: unknown; responses: Record<string, unknown> }
    >
  >;
  const rows = Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(
      ([method, op]) =>
        `<tr><td>${method.toUpperCase()}</td><td><code>${escape(path)}</code></td><td>${escape(op.operationId)}</td><td>${escape(op.summary ?? '')}</td><td>${Object.keys(op.responses).join(' ')}</td></tr>`,
    ),
  );
  const components = doc.components as { schemas: Record<string, unknown> };
  return `<h2 id="openapi">REST (OpenAPI ${escape(String(doc.openapi))})</h2>
<p>${escape(String((doc.info as Doc).description))}</p>
<div class="scroll"><table><thead><tr><th>Method</th><th>Path</th><th>Call</th><th>What</th><th>Answers</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>
<h3>Schemas</h3>${schemaList(components.schemas, 'oa')}`;
}

/** The page at /sim/contract/. */
export function contractPage(docs: ContractDocuments): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Greenhouse HIL contract</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1b3a1f;background:#f7faf6;max-width:1200px}
table{border-collapse:collapse;width:100%;margin:12px 0}td,th{border:1px solid #c8d8c4;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#e3efe0}pre{background:#fff;border:1px solid #dde8da;padding:8px;overflow:auto;max-height:480px;font-size:12px}
details{margin:4px 0}.scroll{overflow-x:auto}summary{cursor:pointer}a{color:#2e7d32}code{font-size:13px}</style></head>
<body><h1>Greenhouse HIL contract</h1>
<p>Generated from <code>protocol/</code> (zod) by <code>npm run contract</code>. Raw documents for tools:
<a href="asyncapi.json">asyncapi.json</a> (AsyncAPI Studio, MQTT Explorer users) and
<a href="openapi.json">openapi.json</a> (Postman, Swagger UI). Jump to <a href="#asyncapi">MQTT</a> or <a href="#openapi">REST</a>.</p>
${asyncApiSection(docs.asyncapi)}
${openApiSection(docs.openapi)}
</body></html>`;
}
