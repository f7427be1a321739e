/** What people read when a theme could not be loaded (s1 §5 invalid theme file; s2 §8). */
import type { TFunction } from 'i18next'
import { errorText } from '../../../state/errorText'
import { ThemeFileError } from '../../../theme/files'

/**
 * The sentence for a theme file or preset that could not be loaded: the catalogue message of a
 * refused file (ThemeFileError's `messageKey`), else the failed call's (state/errorText.ts).
 */
export function themeErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ThemeFileError) return t(error.messageKey)
  return errorText(error)
}
