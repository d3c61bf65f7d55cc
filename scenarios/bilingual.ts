/**
 * The texts of a scenario file (description, teaches, narration notes) in both languages: written as
 * `{ zh, en }`, or as one string "中文 (English)" (the library's habit), which is split at the last
 * balanced parenthesis when the text before it is Chinese and the text inside is English; any other
 * string serves both languages as it is.
 */
import { z } from 'zod';

export type Bilingual = { zh: string; en: string };
const cjk = /[\u3400-\u9fff\uf900-\ufaff]/g;
const latin = /[A-Za-z]/g;
/** Chinese text, and English text (a Chinese word quoted in it, e.g. "shown as 自动", is fine). */
const isChinese = (text: string) => (text.match(cjk)?.length ?? 0) > 0;
const isEnglish = (text: string) => {
  const letters = text.match(latin)?.length ?? 0;
  return letters >= 4 && letters > (text.match(cjk)?.length ?? 0); // not a unit: "(−10 °C)"
};

/** "中文 (English)" -> { zh: '中文', en: 'English' }; anything else -> the same text for both. */
export function splitBilingual(text: string): Bilingual {
  const trimmed = text.trim();
  if (trimmed.endsWith(')')) {
    let depth = 0;
    for (let i = trimmed.length - 1; i >= 0; i--) {
      if (trimmed[i] === ')') depth++;
      else if (trimmed[i] === '(' && --depth === 0) {
        const zh = trimmed.slice(0, i).trim();
        const en = trimmed.slice(i + 1, -1).trim();
        if (isChinese(zh) && isEnglish(en)) return { zh, en };
        break;
      }
    }
  }
  return { zh: trimmed, en: trimmed };
}

const bilingual = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();

/** A text of a scenario file: `{ zh, en }` or one string (see splitBilingual). */
export const bilingualText = z
  .union([z.string().min(1), bilingual])
  .transform((t) => (typeof t === 'string' ? splitBilingual(t) : t));
