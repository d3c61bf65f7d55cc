/**
 * V8 flags of a broker process (`npm run broker`, its cluster members, the fleet bench's aedes).
 * 128 MB semi-spaces: at 5,000 publishes a second aedes allocates ~65 MB/s. With V8's default young
 * generation a scavenge came every ~0.2 s, so each retained message (kept one second, until the next)
 * was promoted and a mark-compact came every ~10 s; with 64 MB a scavenge came every ~0.7 s, still
 * promoting ~1.8 MB/s, and a mark-compact every ~4 s put the worst seconds' p99 at 30-50 ms against
 * 4-7 ms in the others. With 128 MB a retained message is gone before its second scavenge
 * (docs/fleet-profile.md). package.json's `broker` script passes the same.
 */
export const brokerNodeFlags = ['--max-semi-space-size=128'];
