// GET /sim/contract/{asyncapi.json, openapi.json, (page)}: the contract documents for integrators' tools.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { contractPage } from '../contract/contract-page.ts';
import { contractDocuments } from '../contract/documents.ts';

export function contractHandlers(): HttpHandler[] {
  return [
    http.get('*/sim/contract/asyncapi.json', () => HttpResponse.json(contractDocuments().asyncapi)),
    http.get('*/sim/contract/openapi.json', () => HttpResponse.json(contractDocuments().openapi)),
    http.get('*/sim/contract/', () => HttpResponse.html(contractPage(contractDocuments()))),
    http.get(
      '*/sim/contract',
      () => new HttpResponse(null, { status: 308, headers: { location: '/sim/contract/' } }),
    ),
  ];
}
