/**
 * zod/mini with zod's English messages, for the schemas on the app's first load (protocol/rest.ts,
 * the app's storage and config checks; for the route budgets: classic zod is 26 kB gzip, mini with these checks
 * ~10 kB). Classic zod sets the same locale when it loads; mini alone would say only "Invalid input".
 */
import * as z from 'zod/mini';

z.config(z.locales.en());

export { z };

/** Any zod schema, classic or mini, whose output is T (what a check of an HTTP body or a stored item takes). */
export type Schema<T = unknown> = z.core.$ZodType<T>;
