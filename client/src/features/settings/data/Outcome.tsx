/**
 * The result line of an action in the Data and Mutes and Blocks tabs: success and warnings are
 * announced politely (role status), failures at once (role alert). Nothing shown for null.
 */
import styles from './Data.module.css'

/** A result: its kind and the sentence to show. */
export interface OutcomeValue {
  kind: 'done' | 'warned' | 'failed'
  text: string
}

/** Shows one {@link OutcomeValue}. */
export function Outcome({ value }: { value: OutcomeValue | null }) {
  if (!value) return null
  return (
    <p className={styles[value.kind]} role={value.kind === 'failed' ? 'alert' : 'status'}>
      {value.text}
    </p>
  )
}
