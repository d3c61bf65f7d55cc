import { describe, expect, it } from 'vitest';
import { checkConfPara } from './conf.ts';
import { validateMessage } from './validate.ts';

describe('checkConfPara', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'answers code 1 to the confTyp %s instead of finding Object.prototype',
    (confTyp) => {
      expect(checkConfPara(confTyp, 'update', {})).toEqual({
        ok: false,
        code: 1,
        msg: `unknown confTyp ${confTyp}`,
      });
      const checked = validateMessage('system/conf', { confTyp, method: 'update', para: {}, qryId: 'q1' });
      expect(checked.ok).toBe(false);
    },
  );
});
