/** fertigation/cmd: status of one centre or all, refill one stock tank or all (devices/fertigation.ts). */
import { ackOf, type Handler } from '../context.ts';

export const fertigationCmd: Handler<'fertigation/cmd'> = {
  answerOn: 'fertigation/cmdack',
  handle(ctx, request) {
    const { para } = request;
    const centres = ctx.fertigation;
    if (!centres) return { payload: ackOf(request, 1, 'this controller has no fertigation centre model') };
    const result = para.action === 'status' ? centres.status(para.fid) : centres.refill(para.fid, para.tank);
    return { payload: ackOf(request, result.code, result.msg, result.code === 0 ? result.data : undefined) };
  },
};
