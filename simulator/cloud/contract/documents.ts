// The contract documents as the repository keeps them (docs/contract/) and the cloud serves them.
import { asyncApiDocument } from '../../../protocol/docs/asyncapi.ts';
import { openApiDocument } from '../../../protocol/docs/openapi.ts';
import { simPaths } from './openapi-sim.ts';

export type ContractDocuments = { asyncapi: Record<string, unknown>; openapi: Record<string, unknown> };

/** Where `npm run contract` writes each document, relative to the repository root. */
export const contractFiles = {
  asyncapi: 'docs/contract/asyncapi.json',
  openapi: 'docs/contract/openapi.json',
} as const;

let cached: ContractDocuments | undefined;

/** Both documents, generated from protocol/ once per process. */
export function contractDocuments(): ContractDocuments {
  cached ??= { asyncapi: asyncApiDocument(), openapi: openApiDocument(simPaths) };
  return cached;
}

/** A document as its file holds it (two-space JSON and a final newline). */
export const contractText = (doc: Record<string, unknown>): string => `${JSON.stringify(doc, null, 2)}\n`;
