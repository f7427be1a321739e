/**
 * Account aliases of the Security tab (s1 §2; s2 §7 aliases; PLEROMA-API §13): the accounts this
 * one is also known as (`nick@host`), each removable, and a field to add one. An account that
 * lists the old one as an alias can be the target of its move.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { addAlias, fetchAliases, removeAlias } from '../../../api/endpoints/security'
import { Button } from '../../../ui/Button'
import { ActionMessage, SecurityField } from './SecurityField'
import { useAction } from './useAction'
import styles from './Security.module.css'

/** The aliases section. */
export function AliasesSection() {
  const { t } = useTranslation()
  const [aliases, setAliases] = useState<string[]>([])
  const [alias, setAlias] = useState('')
  const list = useAction()
  const change = useAction()
  const { run: runList } = list

  useEffect(() => {
    void runList(fetchAliases, setAliases)
  }, [runList])

  const refresh = () => void runList(fetchAliases, setAliases)
  const add = (event: FormEvent) => {
    event.preventDefault()
    void change.run(
      () => addAlias(alias.trim()),
      () => {
        setAlias('')
        refresh()
      },
    )
  }
  const remove = (name: string) => void change.run(() => removeAlias(name), refresh)

  return (
    <section className={styles.section} aria-label={t('settings.account_alias')}>
      <h3>{t('settings.account_alias')}</h3>
      {list.state.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('settings.list_aliases_error', { error: list.state.message })}
        </p>
      )}
      {aliases.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('settings.account_alias_table_head')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('settings.remove_alias')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {aliases.map((name) => (
              <tr key={name}>
                <td>{name}</td>
                <td>
                  <Button
                    onClick={() => remove(name)}
                    disabled={change.pending}
                    aria-label={t('settings.remove_alias_named', { alias: name })}
                  >
                    {t('settings.remove_alias')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className={styles.inline} onSubmit={add}>
        <SecurityField label={t('settings.new_alias_target')} value={alias} onChange={setAlias} />
        <Button type="submit" disabled={change.pending || !alias.trim()}>
          {t('settings.add_alias')}
        </Button>
      </form>
      <ActionMessage state={change.state} success="" />
    </section>
  )
}
