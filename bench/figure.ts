/** A printed benchmark figure: operations per second and mean time per operation. */
export type Figure = { name: string; opsPerSecond: number; meanMs: number; runs: number };

/** Runs `fn` `runs` times after a short warm-up and returns its figure. */
export function measure(name: string, runs: number, fn: () => void): Figure {
  for (let i = 0; i < Math.min(50, runs); i++) fn();
  const start = performance.now();
  for (let i = 0; i < runs; i++) fn();
  const elapsed = performance.now() - start;
  return { name, runs, meanMs: elapsed / runs, opsPerSecond: (runs / elapsed) * 1000 };
}

/** One line per figure, aligned. */
export function printFigures(title: string, figures: Figure[]): void {
  console.log(`\n${title}`);
  for (const f of figures) {
    console.log(
      `  ${f.name.padEnd(64)} ${f.opsPerSecond.toFixed(0).padStart(10)} ops/s  ${f.meanMs.toFixed(4)} ms/op`,
    );
  }
}
