/** sensor/query/historyData: the stored series, answered on sensor/historyData, deflated above 16 KiB. */
import { deflateThreshold } from '../../../protocol/index.ts';
import type { Handler } from '../context.ts';

export const historyQuery: Handler<'sensor/query/historyData'> = {
  answerOn: 'sensor/historyData',
  handle(ctx, request) {
    const { para } = request;
    const known = para.sids.filter((sid) => ctx.config.get('sensor', sid));
    if (known.length === 0) {
      return { payload: { qryId: request.qryId, code: 3, msg: 'no such sensors', series: {} } };
    }
    const series = ctx.history.query(known, para.from, para.to, para.step);
    const missing = para.sids.filter((sid) => !known.includes(sid));
    const msg = missing.length > 0 ? `unknown sensors ${missing.join(',')}` : 'ok';
    return { payload: { qryId: request.qryId, code: 0, msg, series }, deflateAbove: deflateThreshold };
  },
};
