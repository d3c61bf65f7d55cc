/** system/cmd: status, timeSync, logs, alarmAck and reboot (ack first, then disconnect and return). */
import { logsOf } from '../conf/special.ts';
import { ackOf, type Handler } from '../context.ts';

export const systemCmd: Handler<'system/cmd'> = {
  answerOn: 'system/cmdack',
  handle(ctx, request) {
    const { para } = request;
    const answer = (code: 0 | 3, msg: string, data?: unknown) => ({
      payload: ackOf(request, code, msg, data),
    });
    switch (para.action) {
      case 'status':
        return answer(0, 'ok', ctx.systemInfo());
      case 'timeSync':
        // para.time is bounded by the schema (2000..2100), so the text below cannot throw.
        ctx.journal.log('system', `时间同步 (time sync) ${new Date(para.time).toISOString()}`);
        ctx.setTime(para.time);
        return answer(0, 'ok', ctx.systemInfo());
      case 'logs':
        return answer(0, 'ok', logsOf(ctx, para));
      case 'alarmAck': {
        const record = ctx.journal.ack(para.alid);
        return record ? answer(0, 'ok', record) : answer(3, `alarm ${para.alid} not found`);
      }
      case 'forecast':
        // Until the controller's world serves its weather ahead (issue 12, helper "sim-world").
        return { payload: ackOf(request, 1, 'forecast not served yet') };
      case 'reboot':
        ctx.journal.log('system', '重启 (reboot)');
        return { payload: ackOf(request, 0, 'rebooting'), after: () => ctx.reboot() };
    }
  },
};
