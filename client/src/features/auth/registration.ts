/**
 * Registration rules (s1 §5 "Registration", s1 §3 "Registration payload", s2 §5,
 * PLEROMA-API §4.1), pure.
 */
import type { Captcha } from './api'

/** What the registration form holds. */
export interface RegistrationFields {
  username: string
  fullname: string
  email: string
  password: string
  confirm: string
  reason: string
  bio: string
  language: string
  captchaSolution: string
}

/** An empty form. */
export function emptyRegistration(): RegistrationFields {
  return {
    username: '',
    fullname: '',
    email: '',
    password: '',
    confirm: '',
    reason: '',
    bio: '',
    language: '',
    captchaSolution: '',
  }
}

/** What the instance asks of a registration. */
export interface RegistrationRules {
  accountActivationRequired: boolean
  accountApprovalRequired: boolean
}

/** Catalogue keys of the validation messages (texts in registration.json). */
export type ValidationKey =
  | 'registration.validations.username_required'
  | 'registration.validations.fullname_required'
  | 'registration.validations.email_required'
  | 'registration.validations.password_required'
  | 'registration.validations.password_confirmation_required'
  | 'registration.validations.password_confirmation_match'
  | 'registration.validations.reason_required'

/** Field name to its first failing rule; an empty object when the form is valid. */
export type RegistrationErrors = Partial<Record<keyof RegistrationFields, ValidationKey>>

/**
 * Validates the form (s1 §5): username, fullname, password required; email only with account
 * activation; confirmation required and equal to the password; reason only with account
 * approval. Username and fullname count after trimming.
 */
export function validateRegistration(
  fields: RegistrationFields,
  rules: RegistrationRules,
): RegistrationErrors {
  const errors: RegistrationErrors = {}
  if (!fields.username.trim()) errors.username = 'registration.validations.username_required'
  if (!fields.fullname.trim()) errors.fullname = 'registration.validations.fullname_required'
  if (rules.accountActivationRequired && !fields.email.trim()) {
    errors.email = 'registration.validations.email_required'
  }
  if (!fields.password) errors.password = 'registration.validations.password_required'
  if (!fields.confirm) {
    errors.confirm = 'registration.validations.password_confirmation_required'
  } else if (fields.confirm !== fields.password) {
    errors.confirm = 'registration.validations.password_confirmation_match'
  }
  if (rules.accountApprovalRequired && !fields.reason.trim()) {
    errors.reason = 'registration.validations.reason_required'
  }
  return errors
}

/** The form data of POST /api/v1/accounts; `undefined` entries are not sent. */
export type RegistrationPayload = Record<string, string | boolean | undefined>

/**
 * The s1 §3 registration payload: username and fullname trimmed, nickname a copy of the
 * username, locale en_US, agreement true (s1 §9, s2 §5), the invite token from the route, the
 * captcha's solution, token and answer data when the instance uses one.
 */
export function buildRegistrationPayload(
  fields: RegistrationFields,
  options: { token?: string | undefined; captcha?: Captcha | null | undefined },
): RegistrationPayload {
  const username = fields.username.trim()
  const captcha = options.captcha && options.captcha.type !== 'none' ? options.captcha : null
  return {
    nickname: username,
    username,
    fullname: fields.fullname.trim(),
    email: fields.email.trim() || undefined,
    password: fields.password,
    confirm: fields.confirm,
    reason: fields.reason || undefined,
    bio: fields.bio,
    language: fields.language || undefined,
    locale: 'en_US',
    agreement: true,
    token: options.token || undefined,
    captcha_solution: captcha ? fields.captchaSolution : undefined,
    captcha_token: captcha?.token,
    captcha_answer_data: captcha?.answer_data,
  }
}

function humanizeField(field: string): string {
  const name = (field === 'ap_id' ? 'username' : field).replace(/_/g, ' ')
  return name.charAt(0).toUpperCase() + name.slice(1)
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((m): m is string => typeof m === 'string')
  return []
}

/**
 * Turns a map of field to messages into sentences (s1 §5): the field name with underscores
 * as spaces, capitalised, then the message; `ap_id` is shown as username.
 * `{"ap_id": ["has already been taken"]}` gives `["Username has already been taken"]`.
 */
export function errorSentences(errors: Record<string, unknown>): string[] {
  const sentences: string[] = []
  for (const [field, value] of Object.entries(errors)) {
    for (const message of messagesOf(value)) sentences.push(`${humanizeField(field)} ${message}`)
  }
  return sentences
}

/**
 * Reads a failed registration's body (PLEROMA-API §4.1 / §1.4) into sentences:
 * `{"error": "<JSON text of field -> messages>"}` → one sentence per message;
 * `{"error": "plain text"}` → that text; a field map under `errors` (objects) → sentences.
 * Returns [] when nothing readable is there (the caller then shows a generic error).
 */
export function registrationErrorMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body ? [body] : []
  const record = body as Record<string, unknown>
  const error = record.error
  if (typeof error === 'string') {
    try {
      const parsed: unknown = JSON.parse(error)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return errorSentences(parsed as Record<string, unknown>)
      }
    } catch {
      return [error]
    }
    return [error]
  }
  if (record.errors && typeof record.errors === 'object' && !Array.isArray(record.errors)) {
    return errorSentences(record.errors as Record<string, unknown>)
  }
  return []
}
