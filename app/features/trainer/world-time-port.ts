// Tells the app's world time (app/lib/world-time.ts, branch s21-clock) that a console action moved the clock.
export function worldTimeChanged(): void {
  // Wired to refreshWorldTime() once app/lib/world-time.ts is merged.
}
