/**
 * The captcha routes of the sign-in resource (PLEROMA-API §2.9): `GET /api/pleroma/captcha` and
 * `/api/v1/pleroma/captcha` answer `{type:"native", token, url, answer_data, seconds_valid}`;
 * `url` is the SVG served here (auth/captcha.ts draws it). Test hook (STARLING_TEST_HOOKS=1 only):
 * `GET /api/starling/test/captcha-answer?token=…` → `{"answer":"…"}`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CAPTCHA_SECONDS_VALID, captchaSvg, createCaptcha, imagePath } from '../../auth/captcha'
import type { AuthConfig } from '../../auth/config'
import type { AuthState } from '../../auth/state'
import { one, queryParams } from '../../http/params'
import { originOf } from '../../http/reply'

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

  app.get('/api/starling/test/captcha-answer', async (request, reply) => {
    if (!config.testHooks) return reply.callNotFound()
    const record = state.captchas.get(one(queryParams(request), 'token') ?? '')
    if (!record) return reply.code(404).send({ error: 'Record not found' })
    return { answer: record.answer }
  })
}
