/**
 * The favicon badge (s1 §4, s1 §9): the icon drawn on a 128×128 canvas with a filled circle of
 * radius 32 centred at (96, 32), default colour rgb(240, 100, 100), when something awaits the
 * user. Drawing is separate from the DOM so it can be tested with a recording context.
 */

/** Canvas side (px). */
export const FAVICON_SIZE = 128
/** Badge circle centre and radius (px). */
export const FAVICON_BADGE = { x: 96, y: 32, radius: 32 } as const
/** Default badge colour. */
export const FAVICON_BADGE_COLOR = 'rgb(240, 100, 100)'

/** The drawing calls the badge needs (a CanvasRenderingContext2D has them). */
export type BadgeContext = Pick<
  CanvasRenderingContext2D,
  'clearRect' | 'drawImage' | 'beginPath' | 'arc' | 'fill' | 'fillStyle'
>

/** Draws `icon` at 128×128 and, when `badge`, the circle over it. */
export function drawFavicon(
  ctx: BadgeContext,
  icon: CanvasImageSource | null,
  badge: boolean,
  color: string = FAVICON_BADGE_COLOR,
): void {
  ctx.clearRect(0, 0, FAVICON_SIZE, FAVICON_SIZE)
  if (icon) ctx.drawImage(icon, 0, 0, FAVICON_SIZE, FAVICON_SIZE)
  if (!badge) return
  ctx.fillStyle = color
  ctx.beginPath()
  ctx.arc(FAVICON_BADGE.x, FAVICON_BADGE.y, FAVICON_BADGE.radius, 0, 2 * Math.PI)
  ctx.fill()
}

/**
 * Keeps the page's favicon (`<link rel="icon">`) badged or not. The original icon is loaded once;
 * `set(true)` swaps in the badged canvas image, `set(false)` the original href; `restore()` puts
 * the original back. Does nothing where canvas is unavailable (tests, old browsers). Never
 * throws: a missing or broken icon (`complete` with `naturalWidth` 0, which drawImage rejects)
 * gives the badge alone, and any other drawing failure (a tainted canvas) is logged and leaves
 * the icon as it was, so callers (the notification count) never see it.
 */
export function createFaviconBadger(doc: Document = document): {
  set: (badge: boolean) => void
  restore: () => void
} {
  const link = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]')
  const original = link?.href ?? null
  const canvas = doc.createElement('canvas')
  canvas.width = FAVICON_SIZE
  canvas.height = FAVICON_SIZE
  let ctx: CanvasRenderingContext2D | null = null
  try {
    ctx = canvas.getContext('2d')
  } catch {
    ctx = null
  }
  let icon: HTMLImageElement | null = null
  let wanted = false
  const apply = () => {
    if (!link || !ctx || !original) return
    if (!wanted) {
      link.href = original
      return
    }
    try {
      drawFavicon(ctx, icon?.complete && icon.naturalWidth > 0 ? icon : null, true)
      link.href = canvas.toDataURL('image/png')
    } catch (error) {
      console.warn('Favicon badge could not be drawn', error)
    }
  }
  if (link && ctx && original) {
    icon = new Image()
    icon.crossOrigin = 'anonymous'
    icon.onload = apply
    icon.src = original
  }
  return {
    set: (badge) => {
      if (badge === wanted) return
      wanted = badge
      apply()
    },
    restore: () => {
      wanted = false
      apply()
    },
  }
}
