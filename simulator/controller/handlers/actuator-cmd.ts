/** actuator/cmd: manual control; the ack carries the actuator's state report (PROTOCOL.md). */
import type { ActuatorCommand } from '../../../protocol/index.ts';
import { ackOf, type Handler } from '../context.ts';

export const actuatorCmd: Handler = {
  answerOn: 'actuator/cmdack',
  handle(ctx, request) {
    const result = ctx.actuators.command(request.para as ActuatorCommand, 'manual');
    return { payload: ackOf(request, result.code, result.msg, result.report) };
  },
};
