// The scenario texts' two languages: "中文 (English)" split at its last balanced parenthesis.
import { describe, expect, it } from 'vitest';
import { bilingualText, splitBilingual } from '../../scenarios/bilingual.ts';

describe('splitBilingual', () => {
  it('splits Chinese followed by English in parentheses, nested parentheses included', () => {
    expect(splitBilingual('冷空气到来 (−10 °C)，锅炉停火。(A cold front (−10 °C) arrives.)')).toEqual({
      zh: '冷空气到来 (−10 °C)，锅炉停火。',
      en: 'A cold front (−10 °C) arrives.',
    });
  });

  it('lets the English quote a Chinese word', () => {
    expect(splitBilingual('确认在自动状态。(Check it shows 自动.)')).toEqual({
      zh: '确认在自动状态。',
      en: 'Check it shows 自动.',
    });
  });

  it('keeps a text that is not "中文 (English)" as it is for both languages', () => {
    for (const text of ['只有中文', 'English only (with a note)', '棚温 (−10 °C)', '(English) 中文'])
      expect(splitBilingual(text)).toEqual({ zh: text, en: text });
  });

  it('takes { zh, en } as written and refuses an empty text', () => {
    expect(bilingualText.parse({ zh: '甲', en: 'A' })).toEqual({ zh: '甲', en: 'A' });
    expect(bilingualText.safeParse('').success).toBe(false);
    expect(bilingualText.safeParse({ zh: '甲' }).success).toBe(false);
  });
});
