// The shape of a language's messages, apart from any language, so each one's parts can name it.
import type { zhCN } from './zh-CN';

/** The shape every language must have: exactly the namespaces and keys of zh-CN, each a string. */
export type Messages = { [N in keyof typeof zhCN]: { [K in keyof (typeof zhCN)[N]]: string } };
