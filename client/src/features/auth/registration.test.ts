// @vitest-environment node
import {
  buildRegistrationPayload,
  emptyRegistration,
  errorSentences,
  registrationErrorMessages,
  validateRegistration,
  type RegistrationFields,
} from './registration'

const open = { accountActivationRequired: false, accountApprovalRequired: false }

function filled(over: Partial<RegistrationFields> = {}): RegistrationFields {
  return {
    ...emptyRegistration(),
    username: 'alice',
    fullname: 'Alice',
    password: 'secret',
    confirm: 'secret',
    ...over,
  }
}

describe('validateRegistration (s1 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(filled(), open)).toEqual({})
  })

  it('requires username, fullname, password and confirmation, blanks after trimming', () => {
    const errors = validateRegistration(
      filled({ username: '   ', fullname: ' ', password: '', confirm: '' }),
      open,
    )
    expect(errors).toEqual({
      username: 'registration.validations.username_required',
      fullname: 'registration.validations.fullname_required',
      password: 'registration.validations.password_required',
      confirm: 'registration.validations.password_confirmation_required',
    })
  })

  it('requires the confirmation to equal the password', () => {
    expect(validateRegistration(filled({ confirm: 'other' }), open)).toEqual({
      confirm: 'registration.validations.password_confirmation_match',
    })
  })

  it('requires email only with account activation', () => {
    expect(validateRegistration(filled(), open).email).toBeUndefined()
    expect(validateRegistration(filled(), { ...open, accountActivationRequired: true }).email).toBe(
      'registration.validations.email_required',
    )
  })

  it('requires a reason only with account approval', () => {
    expect(validateRegistration(filled(), open).reason).toBeUndefined()
    expect(validateRegistration(filled(), { ...open, accountApprovalRequired: true }).reason).toBe(
      'registration.validations.reason_required',
    )
  })
})

describe('buildRegistrationPayload (s1 §3)', () => {
  it('trims names, copies nickname, sends en_US, agreement and the route token', () => {
    const payload = buildRegistrationPayload(filled({ username: ' alice ', fullname: ' Al ' }), {
      token: 'invite1',
    })
    expect(payload).toMatchObject({
      username: 'alice',
      nickname: 'alice',
      fullname: 'Al',
      password: 'secret',
      confirm: 'secret',
      locale: 'en_US',
      agreement: true,
      token: 'invite1',
    })
    expect(payload.captcha_token).toBeUndefined()
  })

  it('carries the captcha solution, token and answer data', () => {
    const payload = buildRegistrationPayload(filled({ captchaSolution: 'xyz' }), {
      captcha: { type: 'native', token: 'ct', url: 'data:', answer_data: 'ad', seconds_valid: 300 },
    })
    expect(payload).toMatchObject({
      captcha_solution: 'xyz',
      captcha_token: 'ct',
      captcha_answer_data: 'ad',
    })
  })
})

describe('server errors as sentences (s1 §5, s2 §5)', () => {
  it('humanizes field names and shows ap_id as username', () => {
    expect(
      errorSentences({
        ap_id: ['has already been taken'],
        registration_reason: ["can't be blank"],
        email: ['has invalid format', 'has already been taken'],
      }),
    ).toEqual([
      'Username has already been taken',
      "Registration reason can't be blank",
      'Email has invalid format',
      'Email has already been taken',
    ])
  })

  it("reads Pleroma's JSON text inside error", () => {
    const body = { error: '{"captcha":["Invalid CAPTCHA"],"nickname":["has invalid format"]}' }
    expect(registrationErrorMessages(body)).toEqual([
      'Captcha Invalid CAPTCHA',
      'Nickname has invalid format',
    ])
  })

  it('shows a plain error text as it is', () => {
    expect(registrationErrorMessages({ error: 'Invalid token' })).toEqual(['Invalid token'])
    expect(registrationErrorMessages({ error: 'Missing parameter: email' })).toEqual([
      'Missing parameter: email',
    ])
  })

  it('returns nothing readable for empty bodies', () => {
    expect(registrationErrorMessages(null)).toEqual([])
    expect(registrationErrorMessages({})).toEqual([])
  })
})
