/** Count badges (s1 §2 "count badges"; s1 §9 "mobile badge shows an infinity sign above 99"). */

/** Above this a mobile badge shows an infinity sign. */
export const MOBILE_BADGE_MAX = 99

/** A badge's text: the count, or '∞' above 99 on mobile. */
export function badgeText(count: number, mobile: boolean): string {
  return mobile && count > MOBILE_BADGE_MAX ? '∞' : String(count)
}
