import { drawFavicon, FAVICON_BADGE_COLOR, type BadgeContext } from './favicon'

function recorder() {
  const calls: string[] = []
  const ctx: BadgeContext = {
    fillStyle: '',
    clearRect: (...a: number[]) => void calls.push(`clear ${a.join(',')}`),
    drawImage: () => void calls.push('image'),
    beginPath: () => void calls.push('begin'),
    arc: (x: number, y: number, radius: number) => void calls.push(`arc ${x},${y},${radius}`),
    fill: () => void calls.push(`fill ${String(ctx.fillStyle)}`),
  }
  return { ctx, calls }
}

describe('favicon badge (s1 §9)', () => {
  it('draws a circle of radius 32 at (96,32) on a 128×128 canvas', () => {
    const { ctx, calls } = recorder()
    drawFavicon(ctx, null, true)
    expect(calls).toEqual([
      'clear 0,0,128,128',
      'begin',
      'arc 96,32,32',
      `fill ${FAVICON_BADGE_COLOR}`,
    ])
    expect(FAVICON_BADGE_COLOR).toBe('rgb(240, 100, 100)')
  })

  it('draws only the icon without a badge', () => {
    const { ctx, calls } = recorder()
    drawFavicon(ctx, {} as CanvasImageSource, false)
    expect(calls).toEqual(['clear 0,0,128,128', 'image'])
  })
})
