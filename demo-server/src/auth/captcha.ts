/**
 * Native captcha (PLEROMA-API §2.9): `GET /api/pleroma/captcha` and `/api/v1/pleroma/captcha`
 * answer `{type:"native", token, url, answer_data, seconds_valid}`; `url` is an SVG served here
 * with 5–6 letters drawn rotated, shifted and displaced by a noise filter over noise curves.
 * A token is single-use and valid 300 s. Test hook (STARLING_TEST_HOOKS=1 only):
 * `GET /api/starling/test/captcha-answer?token=…` → `{"answer":"…"}`.
 */
import { randomInt } from 'node:crypto'
import { originOf } from '../http/reply'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AuthConfig } from './config'
import { param, type Params } from './http'
import { randomCredential } from './secrets'
import type { AuthState, CaptchaRecord } from './state'

/** How long a captcha may be answered, in seconds. */
export const CAPTCHA_SECONDS_VALID = 300

/** Letters drawn: upper case without the look-alikes I and O. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

/** Image size in px. */
const WIDTH = 220
const HEIGHT = 80

/** Path of a captcha's image. */
function imagePath(token: string): string {
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
    if (!param(params, name)) return `Invalid CAPTCHA (Missing parameter: ${name})`
  }
  const record = state.captchas.get(param(params, 'captcha_token') ?? '')
  if (!record) return 'Invalid CAPTCHA'
  if (record.used) return 'CAPTCHA already used'
  if (record.answerData !== param(params, 'captcha_answer_data')) return 'Invalid answer data'
  if (record.expiresAt <= state.now()) return 'CAPTCHA expired'
  const solution = (param(params, 'captcha_solution') ?? '').trim().toUpperCase()
  if (solution !== record.answer) return 'Invalid CAPTCHA'
  record.used = true
  return null
}

/** Registers the captcha endpoints, the image route and the test hook on `app`. */
export function registerCaptchaRoutes(
  app: FastifyInstance,
  state: AuthState,
  config: AuthConfig,
): void {
  const issue = async (request: FastifyRequest): Promise<Record<string, unknown>> => {
    if (!config.captchaEnabled) return { type: 'none' }
    const record = createCaptcha(state)
    return {
      type: 'native',
      token: record.token,
      url: `${originOf(request)}${imagePath(record.token)}`,
      answer_data: record.answerData,
      seconds_valid: CAPTCHA_SECONDS_VALID,
    }
  }
  app.get('/api/pleroma/captcha', issue)
  app.get('/api/v1/pleroma/captcha', issue)

  app.get<{ Params: { file: string } }>('/api/starling/captcha/:file', async (request, reply) => {
    const token = request.params.file.replace(/\.svg$/, '')
    const record = state.captchas.get(token)
    if (!record || record.used || record.expiresAt <= state.now()) {
      return reply.code(404).send({ error: 'Record not found' })
    }
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'no-store')
      .send(captchaSvg(record.answer))
  })

  app.get<{ Querystring: { token?: string } }>(
    '/api/starling/test/captcha-answer',
    async (request, reply) => {
      if (!config.testHooks) return reply.callNotFound()
      const record = state.captchas.get(request.query.token ?? '')
      if (!record) return reply.code(404).send({ error: 'Record not found' })
      return { answer: record.answer }
    },
  )
}
