/**
 * OAuth tokens of the Security tab (s1 §2, §3 "OAuth token"; s2 §7; PLEROMA-API §13): every
 * token of the account with its app and the date it is valid until, each revocable after a
 * second press (DELETE answers 201, 200 or 204: DECISIONS.md). A failed load shows the generic
 * error (s2 §8, "notification tokens" = this list). Focus follows the presses (issue 21): to
 * "Really revoke", back to Revoke on Cancel, and to the next row (else the heading) once its
 * row is gone.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatLocale } from '../../../i18n'
import {
  fetchOAuthTokens,
  revokeOAuthToken,
  type OAuthToken,
} from '../../../api/endpoints/security'
import { Button } from '../../../ui/Button'
import { ActionMessage } from './SecurityField'
import { useAction } from './useAction'
import styles from './Security.module.css'

/** The date part of a token's `valid_until` in the interface language, or the text as sent. */
function validDate(text: string, language: string): string {
  const at = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`)
  return Number.isNaN(at.getTime()) ? text : at.toLocaleDateString(language)
}

/** The OAuth tokens section. */
export function TokensSection() {
  const { t } = useTranslation()
  const [tokens, setTokens] = useState<OAuthToken[] | null>(null)
  const [asking, setAsking] = useState<string | null>(null)
  const load = useAction()
  const revoke = useAction()
  const { run: runLoad } = load
  const body = useRef<HTMLTableSectionElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // The row whose first button takes focus after the next render, set by a press.
  const focusRow = useRef<number | null>(null)

  useEffect(() => {
    void runLoad(fetchOAuthTokens, setTokens)
  }, [runLoad])

  useLayoutEffect(() => {
    const index = focusRow.current
    if (index === null) return
    focusRow.current = null
    const rows = body.current?.querySelectorAll(':scope > tr') ?? []
    const row = rows[Math.min(index, rows.length - 1)]
    ;(row?.querySelector('button') ?? heading.current)?.focus()
  }, [tokens, asking])

  const ask = (id: string | null, index: number) => {
    focusRow.current = index
    setAsking(id)
  }
  const confirmRevoke = (id: string, index: number) =>
    void revoke.run(
      () => revokeOAuthToken(id),
      () => {
        focusRow.current = index
        setAsking(null)
        setTokens((list) => (list ?? []).filter((token) => token.id !== id))
      },
    )

  return (
    <section className={styles.section} aria-label={t('settings.oauth_tokens')}>
      <h3 ref={heading} tabIndex={-1}>
        {t('settings.oauth_tokens')}
      </h3>
      {load.state.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('general.generic_error')}
        </p>
      )}
      {tokens && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('settings.app_name')}</th>
              <th scope="col">{t('settings.valid_until')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('settings.revoke_token')}</span>
              </th>
            </tr>
          </thead>
          <tbody ref={body}>
            {tokens.map((token, index) => (
              <tr key={token.id}>
                <td>{token.appName}</td>
                <td>{validDate(token.validUntil, formatLocale())}</td>
                <td className={styles.row}>
                  {asking === token.id ? (
                    <>
                      <Button
                        onClick={() => confirmRevoke(token.id, index)}
                        disabled={revoke.pending}
                      >
                        {t('settings.revoke_token_confirm')}
                      </Button>
                      <Button onClick={() => ask(null, index)}>{t('general.cancel')}</Button>
                    </>
                  ) : (
                    <Button
                      onClick={() => ask(token.id, index)}
                      aria-label={t('settings.revoke_token_named', { app: token.appName })}
                    >
                      {t('settings.revoke_token')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ActionMessage state={revoke.state} success="" />
    </section>
  )
}
