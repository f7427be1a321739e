/**
 * Pure edits of a {@link ThemeSource} for the Theme tab (s1 §2 "Theme", s1 §3 "Theme"): one slot
 * of one group set, or put back to the base theme's value (the preset the custom theme started
 * from). Every edit returns a new source; the one passed in is never changed.
 */
import type { Shadow, ThemeSource } from '../../../theme/source'

/** The groups of a source whose slots the tab edits one by one. */
export type SlotGroup = 'colors' | 'opacity' | 'radii' | 'fonts' | 'shadows'

/** The value type of a slot in `group`. */
export type SlotValue<G extends SlotGroup> = G extends 'colors'
  ? string | undefined
  : G extends 'opacity' | 'radii'
    ? number
    : G extends 'fonts'
      ? string
      : Shadow[]

/**
 * `source` with `group`'s slot `key` set to `value`. An undefined colour removes the slot, so
 * an advanced colour goes back to being derived (theme/derive.ts).
 */
export function withSlot<G extends SlotGroup>(
  source: ThemeSource,
  group: G,
  key: string,
  value: SlotValue<G>,
): ThemeSource {
  const slots: Record<string, unknown> = { ...source[group] }
  if (value === undefined) delete slots[key]
  else slots[key] = value
  return { ...source, [group]: slots }
}

/** The value of `group`'s slot `key` in `source` (undefined for an unset advanced colour). */
export function slotValue<G extends SlotGroup>(
  source: ThemeSource,
  group: G,
  key: string,
): SlotValue<G> {
  return (source[group] as Record<string, unknown>)[key] as SlotValue<G>
}

/** True when `group`'s slot `key` differs between `source` and `base` (compared as JSON). */
export function slotChanged(
  source: ThemeSource,
  base: ThemeSource,
  group: SlotGroup,
  key: string,
): boolean {
  return (
    JSON.stringify(slotValue(source, group, key)) !== JSON.stringify(slotValue(base, group, key))
  )
}

/** `source` with `group`'s slot `key` back at `base`'s value. */
export function resetSlot(
  source: ThemeSource,
  base: ThemeSource,
  group: SlotGroup,
  key: string,
): ThemeSource {
  return withSlot(source, group, key, structuredClone(slotValue(base, group, key)))
}
