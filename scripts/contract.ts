/**
 * `npm run contract`: writes the contract documents generated from protocol/ (zod) to docs/contract/:
 * asyncapi.json (AsyncAPI 3.0, every MQTT topic and message) and openapi.json (OpenAPI 3.1, every REST
 * call). simulator/cloud/contract/contract.test.ts fails while the committed files differ from the schemas.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contractDocuments, contractFiles, contractText } from '../simulator/cloud/contract/documents.ts';

const root = path.resolve(import.meta.dirname, '..');
const docs = contractDocuments();
for (const [key, file] of Object.entries(contractFiles) as [keyof typeof contractFiles, string][]) {
  const target = path.join(root, file);
  const text = contractText(docs[key]);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  fs.writeFileSync(target, text);
  console.log(
    `[contract] ${file}: ${before === text ? 'unchanged' : 'written'} (${Math.round(text.length / 1024)} KiB)`,
  );
}
console.log('[contract] served by the harness at /sim/contract/ (page), asyncapi.json and openapi.json');
