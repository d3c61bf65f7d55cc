// Request encoding (seed section 7): GET data as query params; POST JSON, multipart when a file or blob
// is present, or form-encoded on request (register).

/** One query parameter value; null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Query parameters; an array repeats the key. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** A request body: plain fields (a File or Blob among them makes it multipart). */
export type RequestBody = Record<string, unknown>;

/** The body to hand to fetch, with its content type when fetch does not set one itself. */
export type EncodedBody = { body: string | FormData | URLSearchParams; contentType?: string };

const fieldText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** base + path + '?query', appending with '&' when the path already has a query. */
export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params ?? {})) {
    const values = typeof raw === 'object' && raw !== null ? raw : [raw];
    for (const value of values) if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  const url = `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  return query === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** True when any field is a File or Blob (File is a Blob). */
export function hasBlob(body: RequestBody): boolean {
  return Object.values(body).some((value) => value instanceof Blob);
}

/** Encodes a body: form-encoded when asked, multipart when it carries a blob, else JSON. */
export function encodeBody(body: RequestBody, form: boolean): EncodedBody {
  const fields = Object.entries(body).filter(([, value]) => value !== undefined && value !== null);
  if (form) {
    const encoded = new URLSearchParams();
    for (const [key, value] of fields) encoded.append(key, fieldText(value));
    return { body: encoded, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  if (hasBlob(body)) {
    // fetch sets multipart/form-data with its boundary itself; setting it here would lose the boundary.
    const data = new FormData();
    for (const [key, value] of fields) {
      if (value instanceof Blob) data.append(key, value);
      else data.append(key, fieldText(value));
    }
    return { body: data };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}
