/** Count badges (s1 §2 "count badges"; s1 §9 "mobile badge shows an infinity sign above 99"). */
import { formatNumber } from '../../i18n'

/** Above this a mobile badge shows an infinity sign. */
export const MOBILE_BADGE_MAX = 99

/** A badge's text: the count (as the language writes numbers), or '∞' above 99 on mobile. */
export function badgeText(count: number, mobile: boolean): string {
  return mobile && count > MOBILE_BADGE_MAX ? '∞' : formatNumber(count)
}
