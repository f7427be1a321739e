/**
 * The instance clock. buildServer (app.ts) makes one, the store carries it (`store.clock`), and
 * every write (ids, `created_at`, edits, notifications, tokens, limits) and every rendering
 * (poll expiry) reads the time from it; nothing in the model calls `new Date()` itself.
 */

/** The current time. */
export type Clock = () => Date

/** Real time (`new Date()`, so test fake timers apply). */
export const systemClock: Clock = () => new Date()

/** A clock that always answers `at` (tests). */
export const fixedClock =
  (at: Date): Clock =>
  () =>
    at
