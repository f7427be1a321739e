/**
 * Server-rendered HTML of the OAuth pages (PLEROMA-API §3.2): the sign-in form, the two-factor
 * form and the out-of-band code page. Plain semantic HTML, one stylesheet link, no script.
 */
import { escapeHtml } from '../../lib/html'

/** Path of the pages' stylesheet (served by authorizeRoutes). */
export const PAGE_CSS_PATH = '/oauth/style.css'

/**
 * The stylesheet: system colours only (Canvas, CanvasText, ...), logical properties, so it
 * follows the visitor's light or dark preference without a theme of its own.
 */
export const PAGE_CSS = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-inline-size: 26rem; margin-inline: auto; padding: 2rem 1rem; }
h1 { font-size: 1.4rem; margin-block: 0 1rem; }
form { display: grid; gap: 0.75rem; }
label { display: grid; gap: 0.25rem; }
input[type=text], input[type=password] { padding: 0.5rem; font: inherit; border: 1px solid GrayText; border-radius: 4px; background: Field; color: FieldText; }
fieldset { border: 1px solid GrayText; border-radius: 4px; }
fieldset label { display: flex; gap: 0.5rem; align-items: center; }
button { padding: 0.5rem 1rem; font: inherit; border: 1px solid ButtonBorder; border-radius: 4px; background: ButtonFace; color: ButtonText; cursor: pointer; }
:focus-visible { outline: 2px solid Highlight; outline-offset: 2px; }
.flash { padding: 0.5rem; border: 2px solid Mark; border-radius: 4px; }
code { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
`

/** A hidden input. */
function hidden(name: string, value: string | undefined): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value ?? '')}">`
}

/** Wraps page content in the document shell. */
function shell(title: string, body: string, flash?: string): string {
  const alert = flash ? `<p class="flash" role="alert">${escapeHtml(flash)}</p>` : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${PAGE_CSS_PATH}">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${alert}
${body}
</main>
</body>
</html>
`
}

/** What the sign-in form carries through a round trip. */
export interface AuthorizeForm {
  clientId: string
  redirectUri: string
  responseType: string
  state: string | undefined
  /** Scopes offered as checkboxes, and those ticked. */
  offered: string[]
  checked: string[]
  /** Name of the requesting app, when known. */
  appName: string | undefined
  /** Username to fill back in after a failure. */
  username?: string
}

/** The sign-in page posting to `POST /oauth/authorize` with Pleroma's field names. */
export function authorizePage(form: AuthorizeForm, flash?: string): string {
  const intro = form.appName
    ? `<p>${escapeHtml(form.appName)} asks to use your account on this instance.</p>`
    : ''
  const scopes = form.offered
    .map((scope) => {
      const checked = form.checked.includes(scope) ? ' checked' : ''
      return `<label><input type="checkbox" name="authorization[scope][]" value="${escapeHtml(scope)}"${checked}> ${escapeHtml(scope)}</label>`
    })
    .join('\n')
  const body = `${intro}
<form method="post" action="/oauth/authorize">
<label>Username or e-mail <input type="text" name="authorization[name]" autocomplete="username" required value="${escapeHtml(form.username ?? '')}"></label>
<label>Password <input type="password" name="authorization[password]" autocomplete="current-password" required></label>
<fieldset><legend>Permissions</legend>
${scopes}
</fieldset>
${hidden('authorization[client_id]', form.clientId)}
${hidden('authorization[redirect_uri]', form.redirectUri)}
${hidden('authorization[response_type]', form.responseType)}
${hidden('authorization[state]', form.state)}
<button type="submit">Sign in</button>
</form>`
  return shell('Sign in', body, flash)
}

/** What the two-factor form carries. */
export interface MfaForm {
  mfaToken: string
  challengeType: 'totp' | 'recovery'
  redirectUri: string
  state: string | undefined
}

/** The two-factor page posting to `POST /oauth/mfa/verify`, with a link to the other kind of code. */
export function mfaPage(form: MfaForm, flash?: string): string {
  const totp = form.challengeType === 'totp'
  const other = new URLSearchParams({
    mfa_token: form.mfaToken,
    challenge_type: totp ? 'recovery' : 'totp',
    redirect_uri: form.redirectUri,
    ...(form.state === undefined ? {} : { state: form.state }),
  })
  const label = totp ? 'Code from your authenticator app' : 'Recovery code'
  const body = `<form method="post" action="/oauth/mfa/verify">
<label>${label} <input type="text" name="mfa[code]" autocomplete="one-time-code" ${totp ? 'inputmode="numeric" ' : ''}required autofocus></label>
${hidden('mfa[mfa_token]', form.mfaToken)}
${hidden('mfa[challenge_type]', form.challengeType)}
${hidden('mfa[redirect_uri]', form.redirectUri)}
${hidden('mfa[state]', form.state)}
<button type="submit">Verify</button>
</form>
<p><a href="/oauth/mfa?${escapeHtml(other.toString())}">${totp ? 'Use a recovery code instead' : 'Use your authenticator app instead'}</a></p>`
  return shell('Two-factor authentication', body, flash)
}

/** The out-of-band page (`urn:ietf:wg:oauth:2.0:oob`): shows the code to copy. */
export function oobPage(code: string): string {
  return shell(
    'Successfully authorized',
    `<p>Copy this code into the application:</p>\n<p><code>${escapeHtml(code)}</code></p>`,
  )
}
