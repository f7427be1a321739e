/**
 * The colours of the seed's own SVG artwork (art.ts) at any point, for the blurhash a real
 * Pleroma computes from a picture's pixels (model/content/blurhash.ts), and the PNG avatars and
 * emoji drawn from them. It reads only what art.ts draws: rect, circle, ellipse, polygon and
 * path (M, L, Q, Z) filled with hsl() or #hex colours and a fill-opacity; strokes (the thin
 * stems of the garden) and text are left out, too thin to change a blurred thumbnail. For a
 * colour, uncovered points are black, as Pleroma drops the alpha channel; in a PNG they are
 * transparent.
 */
import type { Rgb } from '../model/content/blurhash'
import { encodePng } from './png'

type Point = readonly [number, number]

interface Shape {
  covers: (x: number, y: number) => boolean
  colour: Rgb
  opacity: number
}

const ELEMENT = /<(rect|circle|ellipse|polygon|path)\b([^>]*)\/>/g
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g
/** Steps a quadratic curve is drawn with. */
const CURVE_STEPS = 8

/** hsl(h, s%, l%) as RGB (CSS Color 4's formula). */
function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l)
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)))
  }
  return [channel(0), channel(8), channel(4)]
}

/** An SVG fill (`hsl(h,s%,l%)`, `#rgb`, `#rrggbb`; absent is black); null for none or others. */
function parseColour(value = '#000'): Rgb | null {
  const hsl = /^hsl\(([\d.]+),([\d.]+)%,([\d.]+)%\)$/.exec(value)
  if (hsl) return hslToRgb(Number(hsl[1]), Number(hsl[2]) / 100, Number(hsl[3]) / 100)
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1]
  if (!hex) return null
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const channel = (i: number) => Number.parseInt(full.slice(i, i + 2), 16)
  return [channel(0), channel(2), channel(4)]
}

/** Whether (x, y) is inside the polygon (even-odd rule). */
function inPolygon(points: readonly Point[], x: number, y: number): boolean {
  let inside = false
  let [xj, yj] = points.at(-1) ?? [0, 0]
  for (const [xi, yi] of points) {
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    xj = xi
    yj = yi
  }
  return inside
}

/** The outline of a path of M, L, Q and Z commands, curves drawn as short lines. */
function pathPoints(d: string): Point[] {
  const tokens = d.match(/[MLQZ]|-?[\d.]+/g) ?? []
  const points: Point[] = []
  let command = ''
  let i = 0
  const next = () => Number(tokens[i++])
  while (i < tokens.length) {
    if (/[MLQZ]/.test(tokens[i] ?? '')) command = tokens[i++] ?? ''
    else if (command === 'Q') {
      const [x0, y0] = points.at(-1) ?? [0, 0]
      const [cx, cy, x1, y1] = [next(), next(), next(), next()]
      for (let step = 1; step <= CURVE_STEPS; step++) {
        const t = step / CURVE_STEPS
        const [a, b, c] = [(1 - t) ** 2, 2 * (1 - t) * t, t ** 2]
        points.push([a * x0 + b * cx + c * x1, a * y0 + b * cy + c * y1])
      }
    } else if (command === 'M' || command === 'L') points.push([next(), next()])
    else i++
  }
  return points
}

/** The area test of one element from its attributes. */
function coverage(tag: string, values: ReadonlyMap<string, string>) {
  const n = (name: string) => Number(values.get(name) ?? 0)
  const [cx, cy] = [n('cx'), n('cy')]
  if (tag === 'rect') {
    const [x0, y0, width, height] = [n('x'), n('y'), n('width'), n('height')]
    return (x: number, y: number) => x >= x0 && y >= y0 && x < x0 + width && y < y0 + height
  }
  if (tag === 'circle' || tag === 'ellipse') {
    const [rx, ry] = tag === 'circle' ? [n('r'), n('r')] : [n('rx'), n('ry')]
    return (x: number, y: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1
  }
  const points: Point[] =
    tag === 'polygon'
      ? (values.get('points') ?? '')
          .trim()
          .split(/\s+/)
          .map((pair) => {
            const [x = 0, y = 0] = pair.split(',').map(Number)
            return [x, y]
          })
      : pathPoints(values.get('d') ?? '')
  return (x: number, y: number) => inPolygon(points, x, y)
}

/** The filled shapes of an SVG drawn by art.ts, bottom first. */
function shapesOf(svg: string): Shape[] {
  const shapes: Shape[] = []
  for (const [, tag = '', attributes = ''] of svg.matchAll(ELEMENT)) {
    const values = new Map([...attributes.matchAll(ATTRIBUTE)].map(([, k = '', v = '']) => [k, v]))
    const colour = parseColour(values.get('fill'))
    if (!colour) continue
    const opacity = Number(values.get('fill-opacity') ?? 1)
    shapes.push({ covers: coverage(tag, values), colour, opacity })
  }
  return shapes
}

/**
 * The colour at (x, y) of `shapes` laid bottom first over black, each with its fill-opacity;
 * null where none covers the point.
 */
function colourOf(shapes: readonly Shape[], x: number, y: number): Rgb | null {
  let covered = false
  let r = 0
  let g = 0
  let b = 0
  for (let i = 0; i < shapes.length; i++) {
    const shape = shapes[i]
    if (!shape?.covers(x, y)) continue
    covered = true
    r += (shape.colour[0] - r) * shape.opacity
    g += (shape.colour[1] - g) * shape.opacity
    b += (shape.colour[2] - b) * shape.opacity
  }
  return covered ? [r, g, b] : null
}

/**
 * The colour of `svg` (drawn by art.ts) at a point, px from its top left corner: each shape that
 * covers it laid over the ones below with its fill-opacity; black where none does.
 */
export function svgColourAt(svg: string): (x: number, y: number) => Rgb {
  const shapes = shapesOf(svg)
  return (x, y) => colourOf(shapes, x, y) ?? [0, 0, 0]
}

/** Samples per pixel side when drawing a PNG (2: four samples, edges smooth enough). */
const SUPERSAMPLE = 2

/**
 * `svg` (drawn by art.ts) as a PNG of width×height px, each pixel the mean of the SUPERSAMPLE²
 * samples that a shape covers, as opaque as the share of them: what no shape covers is
 * transparent (a custom emoji's corners).
 */
export function svgPng(svg: string, width: number, height: number): Buffer {
  const shapes = shapesOf(svg)
  const samples = SUPERSAMPLE * SUPERSAMPLE
  return encodePng(width, height, (px, py) => {
    let [r, g, b, covered] = [0, 0, 0, 0]
    for (let i = 0; i < samples; i++) {
      const sample = colourOf(
        shapes,
        px + ((i % SUPERSAMPLE) + 0.5) / SUPERSAMPLE,
        py + (Math.floor(i / SUPERSAMPLE) + 0.5) / SUPERSAMPLE,
      )
      if (!sample) continue
      r += sample[0]
      g += sample[1]
      b += sample[2]
      covered++
    }
    if (covered === 0) return [0, 0, 0, 0]
    const mean = (sum: number) => Math.round(sum / covered)
    return [mean(r), mean(g), mean(b), Math.round((255 * covered) / samples)]
  })
}
