/**
 * V8 flags of a broker process (`npm run broker`, its cluster members, the fleet bench's aedes).
 * 64 MB semi-spaces: at 5,000 publishes a second aedes allocates ~55 MB/s, and with V8's default
 * young generation a scavenge came every ~0.2 s, so each retained message (kept one second, until the
 * next) was promoted: 3.6 MB/s into the old generation and a mark-compact every ~10 s, each one a
 * second of deliveries 150-500 ms late. With 64 MB a scavenge comes every ~0.85 s and 0.7 MB/s is
 * promoted (docs/fleet-profile.md). package.json's `broker` script passes the same.
 */
export const brokerNodeFlags = ['--max-semi-space-size=64'];
