/** One row of a back-end tab: the channel with its actuator and zone resolved for display. */
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import type { BackendChannel } from '../../../../protocol/live/system.ts';

export type ChannelLine = {
  channel: BackendChannel;
  /** Absent when the controller has no actuator of that aid (shown as "actuator #aid"). */
  actuator?: Actuator;
  /** The actuator's name, or a stand-in naming the aid. */
  name: string;
  zoneName: string;
};

/** Channels of one group in board, then channel order, each with its actuator and zone name. */
export function channelLines(
  channels: readonly BackendChannel[],
  group: BackendChannel['group'],
  actuators: ReadonlyMap<number, Actuator>,
  zoneName: (zid: number | null) => string,
  unknownName: (aid: number) => string,
): ChannelLine[] {
  return channels
    .filter((c) => c.group === group)
    .sort((a, b) => a.board - b.board || a.channel - b.channel)
    .map((channel) => {
      const actuator = actuators.get(channel.aid);
      return {
        channel,
        actuator,
        name: actuator?.name ?? unknownName(channel.aid),
        zoneName: zoneName(actuator?.zid ?? null),
      };
    });
}
