/** rotationIrrigation/cmd: start (pid), pause, resume, stop and status of the rotation program. */
import { ackOf, type Handler } from '../context.ts';

export const irrigationCmd: Handler<'rotationIrrigation/cmd'> = {
  answerOn: 'rotationIrrigation/cmdack',
  handle(ctx, request) {
    const { para } = request;
    const { irrigation } = ctx;
    if (para.action === 'status') return { payload: ackOf(request, 0, 'ok', irrigation.status()) };
    if (para.action === 'start' && para.pid === undefined)
      return { payload: ackOf(request, 2, 'start needs pid') };
    const result =
      para.action === 'start' && para.pid !== undefined
        ? irrigation.start(para.pid)
        : para.action === 'pause'
          ? irrigation.pause()
          : para.action === 'resume'
            ? irrigation.resume()
            : irrigation.stop();
    return { payload: ackOf(request, result.code, result.msg, result.status) };
  },
};
