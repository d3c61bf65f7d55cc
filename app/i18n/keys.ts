import type { Messages } from './messages';

/** A message key in i18next's 'namespace:key' form, e.g. 'validation:phoneEmpty'. */
export type MessageKey = {
  [N in keyof Messages]: `${N}:${keyof Messages[N] & string}`;
}[keyof Messages];

/** The namespaces of the app's messages. */
export type Namespace = keyof Messages;
