/** heating/cmd: status (one loop or all), set setpoints, start and stop (manual), auto (hand back). */
import { ackOf, type Handler } from '../context.ts';

export const heatingCmd: Handler<'heating/cmd'> = {
  answerOn: 'heating/cmdack',
  handle(ctx, request) {
    const { para } = request;
    const { heating } = ctx;
    const result =
      para.action === 'status'
        ? heating.status(para.hid)
        : para.action === 'start'
          ? heating.start(para.hid)
          : para.action === 'stop'
            ? heating.stop(para.hid)
            : para.action === 'auto'
              ? heating.auto(para.hid)
              : heating.set(para.hid, para.daySetpoint, para.nightSetpoint);
    return { payload: ackOf(request, result.code, result.msg, result.code === 0 ? result.data : undefined) };
  },
};
