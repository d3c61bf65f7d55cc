/** system/cmd: status, timeSync, logs, alarmAck, forecast and reboot (ack first, then disconnect and return). */
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
        // The seeded weather ahead (controller/world/forecast.ts); none without a world of its own.
        return ctx.forecast
          ? answer(0, 'ok', ctx.forecast({ days: para.days, ...(para.hours && { hours: para.hours }) }))
          : { payload: ackOf(request, 1, 'this controller has no weather to forecast') };
      case 'reboot':
        ctx.journal.log('system', '重启 (reboot)');
        return { payload: ackOf(request, 0, 'rebooting'), after: () => ctx.reboot() };
    }
  },
};
