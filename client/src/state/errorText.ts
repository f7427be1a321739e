/**
 * What people read about a failed call (s2 §8 error catalogue; issue 11 item 6): a sentence,
 * never the status code, the raw body or the URL. Those stay in the error object (ApiError's
 * status, body and request; NetworkError's request and cause) and in the console.
 */
import { ApiError, NetworkError } from '../api/http'
import { i18n } from '../i18n'

/** The server's own `error` text of a failed call (`{"error": "..."}`), or null when it gave none. */
export function serverErrorText(error: unknown): string | null {
  return error instanceof ApiError ? (error.serverMessage ?? null) : null
}

/**
 * A sentence for a failed call, in the active language: the server's own `error` text when it
 * has one; for a network failure the catalogue's "Failed to connect to server, try again"
 * (auth.network_error); otherwise "Something went wrong." (general.generic_error).
 */
export function errorText(error: unknown): string {
  const server = serverErrorText(error)
  if (server) return server
  return i18n.t(error instanceof NetworkError ? 'auth.network_error' : 'general.generic_error')
}
