/** What every section of the Theme tab receives (s1 §2 "Theme"). */
import type { ThemeSource } from '../../../theme/source'

/** Props of a Theme tab section. */
export interface SectionProps {
  /** The theme being edited. */
  source: ThemeSource
  /** The theme it started from: a slot differing from it can be reset. */
  base: ThemeSource
  /** The custom properties derived from `source` (theme/derive.ts). */
  vars: Record<string, string>
  /** Applies an edited theme (live). */
  onChange: (source: ThemeSource) => void
}
