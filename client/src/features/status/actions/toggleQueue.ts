/**
 * Optimistic toggles that coalesce (STYLE.md 5; s2 §4 "Optimistic actions"). One slot per key
 * (e.g. `{statusId}:favourite`): a click applies the wished state at once, then the slot sends
 * until the server's state equals the last wish. Clicks made while a call is in flight only
 * change the wish, so rapid clicks send at most one more call (the final desired state), and
 * a wish that returns to the confirmed state sends nothing more. The queues live in the account
 * scope (state/scope.ts), so they end with it.
 */
import { currentScope, type ToggleSlot } from '../../../state/scope'

/** What a toggle does; R is the server's answer. */
export interface ToggleOps<R> {
  /** The state before the first click (what the server is believed to hold). */
  read: () => boolean
  /** Shows `value` at once (optimistic patch); also used to roll back. */
  apply: (value: boolean) => void
  /** Asks the server for `value`. May throw (ApiError, NetworkError). */
  send: (value: boolean) => Promise<R>
  /** The server confirmed `value`; `latest` is true when no newer wish is waiting. */
  settle: (result: R, value: boolean, latest: boolean) => void
  /** A call failed; the state has already been rolled back to the confirmed one. */
  fail: (error: unknown) => void
}

async function drain<R>(slot: ToggleSlot, ops: ToggleOps<R>): Promise<void> {
  await Promise.resolve()
  while (slot.desired !== slot.confirmed) {
    const value = slot.desired
    try {
      const result = await ops.send(value)
      slot.confirmed = value
      ops.settle(result, value, slot.desired === value)
    } catch (error) {
      slot.desired = slot.confirmed
      ops.apply(slot.confirmed)
      ops.fail(error)
      return
    }
  }
}

/**
 * Wishes `desired` for `key`: applies it at once and makes sure the server ends in that state.
 * The promise resolves when the slot is idle again (never rejects; failures go to ops.fail).
 */
export function queueToggle<R>(key: string, desired: boolean, ops: ToggleOps<R>): Promise<void> {
  const slots = currentScope().toggles
  const existing = slots.get(key)
  if (existing) {
    existing.desired = desired
    ops.apply(desired)
    return existing.running
  }
  const slot: ToggleSlot = { desired, confirmed: ops.read(), running: Promise.resolve() }
  ops.apply(desired)
  slot.running = drain(slot, ops).finally(() => slots.delete(key))
  slots.set(key, slot)
  return slot.running
}

/** The wished state of `key` while its slot is busy, else undefined. */
export function pendingToggle(key: string): boolean | undefined {
  return currentScope().toggles.get(key)?.desired
}
