/** system/conf: configuration CRUD for every confTyp; a change is followed by an unsolicited report. */
import { confOps } from '../conf/index.ts';
import { ackOf, type Handler } from '../context.ts';

export const systemConf: Handler<'system/conf'> = {
  answerOn: 'system/confack',
  // The dispatcher has checked confTyp, method and para (codes 1 and 2 come from that check).
  handle(ctx, request) {
    const op = confOps[request.confTyp][request.method];
    if (!op) return { payload: ackOf(request, 1, `${request.confTyp} has no ${request.method}`) };
    const result = op(ctx, request.para);
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
