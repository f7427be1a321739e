/**
 * Native captcha (PLEROMA-API §2.9): a token, single use and valid 300 s, with 5–6 letters drawn
 * as SVG, rotated, shifted and displaced by a noise filter over noise curves; and the check of
 * registration's captcha fields. The routes are resources/auth/captcha.ts.
 */
import { randomInt } from 'node:crypto'
import { one, type Params } from '../http/params'
import { randomCredential } from './secrets'
import type { AuthState, CaptchaRecord } from './state'

/** How long a captcha may be answered, in seconds. */
export const CAPTCHA_SECONDS_VALID = 300

/** Letters drawn: upper case without the look-alikes I and O. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

/** Image size in px. */
const WIDTH = 220
const HEIGHT = 80

/** Path of a captcha's image (served by resources/auth/captcha.ts). */
export function imagePath(token: string): string {
  return `/api/starling/captcha/${token}.svg`
}

/** Creates and stores a captcha (expired ones are dropped on the way). */
export function createCaptcha(state: AuthState): CaptchaRecord {
  const now = state.now()
  for (const [key, old] of state.captchas) if (old.expiresAt <= now) state.captchas.delete(key)
  const length = randomInt(5, 7)
  let answer = ''
  for (let i = 0; i < length; i++) answer += LETTERS[randomInt(LETTERS.length)]
  const record: CaptchaRecord = {
    token: randomCredential(),
    answer,
    answerData: randomCredential(),
    expiresAt: now + CAPTCHA_SECONDS_VALID * 1000,
    used: false,
  }
  state.captchas.set(record.token, record)
  return record
}

/** Draws the captcha as SVG: each letter rotated ±25°, shifted, then displaced by turbulence. */
export function captchaSvg(answer: string): string {
  const step = (WIDTH - 30) / answer.length
  const letters = [...answer]
    .map((letter, i) => {
      const x = 20 + i * step + randomInt(-4, 5)
      const y = 52 + randomInt(-10, 11)
      const angle = randomInt(-25, 26)
      const size = randomInt(30, 40)
      return `<text x="${x}" y="${y}" font-size="${size}" transform="rotate(${angle} ${x} ${y})">${letter}</text>`
    })
    .join('')
  const curves = Array.from({ length: 4 }, () => {
    const y = (): number => randomInt(5, HEIGHT - 5)
    return `<path d="M0 ${y()} C ${WIDTH / 3} ${y()}, ${(2 * WIDTH) / 3} ${y()}, ${WIDTH} ${y()}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="CAPTCHA">
<defs><filter id="warp"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="2" seed="${randomInt(1000)}"/><feDisplacementMap in="SourceGraphic" scale="7"/></filter></defs>
<rect width="100%" height="100%" fill="#f4f1ea"/>
<g filter="url(#warp)">
<g fill="none" stroke="#7a6a58" stroke-width="2">${curves}</g>
<g fill="#2b2b2b" font-family="Georgia, serif" font-weight="bold">${letters}</g>
</g>
</svg>
`
}

/**
 * Checks registration's captcha fields (§2.9) and consumes the captcha on success.
 * @returns null when solved, else Pleroma's message for `{"captcha":[msg]}`
 */
export function verifyCaptcha(state: AuthState, params: Params): string | null {
  for (const name of ['captcha_solution', 'captcha_token', 'captcha_answer_data']) {
    if (!one(params, name)) return `Invalid CAPTCHA (Missing parameter: ${name})`
  }
  const record = state.captchas.get(one(params, 'captcha_token') ?? '')
  if (!record) return 'Invalid CAPTCHA'
  if (record.used) return 'CAPTCHA already used'
  if (record.answerData !== one(params, 'captcha_answer_data')) return 'Invalid answer data'
  if (record.expiresAt <= state.now()) return 'CAPTCHA expired'
  const solution = (one(params, 'captcha_solution') ?? '').trim().toUpperCase()
  if (solution !== record.answer) return 'Invalid CAPTCHA'
  record.used = true
  return null
}
