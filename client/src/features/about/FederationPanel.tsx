import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import { Panel } from '../../ui/Panel'
import { PanelBoundary } from '../../ui/ErrorBoundary'
import { federationPolicies, hasKeywords, hasPolicies, type FederationPolicies } from './mrf'
import panels from './AboutPanels.module.css'
import styles from './FederationPanel.module.css'

/** The simple policy's instance lists: a table of instance and reason per list. */
function SimplePolicies({ groups }: { groups: FederationPolicies['simple'] }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="mrf-simple-heading">
      <h3 id="mrf-simple-heading" className={panels.groupHeading}>
        {t('about.mrf.simple.simple_policies')}
      </h3>
      {groups.map(({ policy, entries }) => (
        <table key={policy} className={styles.table}>
          <caption>
            <strong>{t(`about.mrf.simple.${policy}`)}</strong>
            <br />
            {t(`about.mrf.simple.${policy}_desc`)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('about.mrf.simple.instance')}</th>
              <th scope="col">{t('about.mrf.simple.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.instance}>
                <td>{entry.instance}</td>
                <td>{entry.reason ?? t('about.mrf.simple.not_applicable')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  )
}

/** The keyword policy: patterns removed from the known network, rejected, and replaced. */
function KeywordPolicies({ keyword }: { keyword: FederationPolicies['keyword'] }) {
  const { t } = useTranslation()
  const lists = [
    ['federated_timeline_removal', keyword.federated_timeline_removal],
    ['reject', keyword.reject],
  ] as const
  return (
    <section aria-labelledby="mrf-keyword-heading">
      <h3 id="mrf-keyword-heading" className={panels.groupHeading}>
        {t('about.mrf.keyword.keyword_policies')}
      </h3>
      {lists.map(([key, patterns]) =>
        patterns.length > 0 ? (
          <div key={key}>
            <h4 className={styles.subHeading}>{t(`about.mrf.keyword.${key}`)}</h4>
            <ul className={panels.list}>
              {patterns.map((pattern) => (
                <li key={pattern}>
                  <code>{pattern}</code>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
      {keyword.replace.length > 0 && (
        <div>
          <h4 className={styles.subHeading}>{t('about.mrf.keyword.replace')}</h4>
          <ul className={panels.list}>
            {keyword.replace.map(({ pattern, replacement }) => (
              <li key={pattern}>
                <code>{pattern}</code> {t('about.mrf.keyword.is_replaced_by')}{' '}
                <code>{replacement}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

/**
 * The federation transparency (MRF) panel (s1 §2; s1 §3 "Federation policy"): the enabled MRF
 * policies, the instance lists of the simple policy (accept, reject, quarantine, removal from
 * the known network, media forced sensitive, media removal), each instance with its reason or
 * "Not applicable", and the keyword policies (removal, reject, replace). Nothing when the
 * instance publishes none.
 */
export function FederationPanel() {
  const { t } = useTranslation()
  const raw = useInstance((state) => state.config.federation)
  const policies = federationPolicies(raw)
  if (!hasPolicies(policies)) return null
  return (
    <Panel title={t('about.mrf.federation')} landmark>
      <PanelBoundary name="federation panel">
        {policies.policies.length > 0 && (
          <section aria-labelledby="mrf-policies-heading">
            <h3 id="mrf-policies-heading" className={panels.groupHeading}>
              {t('about.mrf.mrf_policies')}
            </h3>
            <p>{t('about.mrf.mrf_policies_desc')}</p>
            <ul className={panels.list}>
              {policies.policies.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </section>
        )}
        {policies.simple.length > 0 && <SimplePolicies groups={policies.simple} />}
        {hasKeywords(policies.keyword) && <KeywordPolicies keyword={policies.keyword} />}
      </PanelBoundary>
    </Panel>
  )
}
