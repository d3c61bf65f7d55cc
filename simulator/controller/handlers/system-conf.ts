/** system/conf: configuration CRUD for every confTyp; a change is followed by an unsolicited report. */
import { checkConfPara, type ConfMethod, type ConfTyp } from '../../../protocol/index.ts';
import { confOps } from '../conf/index.ts';
import { ackOf, type Handler } from '../context.ts';

export const systemConf: Handler = {
  answerOn: 'system/confack',
  handle(ctx, request) {
    // Codes 1 (unknown confTyp/method) and 2 (bad para) come from the contract's own check.
    const para = checkConfPara(request.confTyp, request.method, request.para);
    if (!para.ok) return { payload: ackOf(request, para.code, para.msg) };
    const op = confOps[request.confTyp as ConfTyp][request.method as ConfMethod];
    if (!op) return { payload: ackOf(request, 1, `${request.confTyp} has no ${request.method}`) };
    const result = op(ctx, para.value);
    const payload = ackOf(request, result.code, result.msg, result.code === 0 ? result.data : undefined);
    const report = result.code === 0 ? result.report : undefined;
    if (!report) return { payload };
    ctx.changed();
    return {
      payload,
      after: () => ctx.outbox.report('system/confack', request.confTyp, report.method, report.data),
    };
  },
};
