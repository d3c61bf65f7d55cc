/** Each controller's times without readings (off the network or without power), as the soak caused them. */

export function createOutages() {
  const spans = new Map<string, [number, number][]>();
  return {
    add(sn: string, from: number, to: number): void {
      spans.set(sn, [...(spans.get(sn) ?? []), [from, to]]);
    },
    /** The longest time without readings `sn` had within [from, to], overlapping outages merged. */
    longest(sn: string, from: number, to: number): number {
      const within = (spans.get(sn) ?? [])
        .filter(([a, b]) => b >= from && a <= to)
        .sort((x, y) => x[0] - y[0]);
      let longest = 0;
      let current: [number, number] | undefined;
      for (const [a, b] of within) {
        if (current && a <= current[1]) current[1] = Math.max(current[1], b);
        else current = [a, b];
        longest = Math.max(longest, current[1] - current[0]);
      }
      return longest;
    },
  };
}
