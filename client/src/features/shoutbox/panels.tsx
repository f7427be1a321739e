/**
 * The shoutbox's two views, one lazy chunk (lazy.tsx loads it for both): the floating panel
 * of the desktop layouts and the shout-panel page (s1 §2 "Shoutbox"). Neither loads the
 * Phoenix client: they read the shout store (state/shoutbox.ts) that the connection feeds.
 */
import { ChevronDown, ChevronUp } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Panel } from '../../ui/Panel'
import { ShoutBody } from './ShoutBody'
import styles from './Shoutbox.module.css'

/**
 * The floating shoutbox (desktop; lazy.tsx shows it while joined and not hidden): a "Shoutbox"
 * button at the bottom corner, expanding into the panel, which collapses again from its header.
 * Each replaces the other, so focus goes along (issue 21): expanded, to the shout field;
 * collapsed, back to the button.
 */
export function FloatingShoutbox() {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(false)
  // Whether the person toggled it: only then does the new side take focus (not on first show).
  const [toggled, setToggled] = useState(false)
  const toggle = (next: boolean) => {
    setToggled(true)
    setExpanded(next)
  }
  if (!expanded)
    return (
      <button
        type="button"
        className={`${styles.floating} ${styles.collapsed}`}
        aria-expanded="false"
        // It replaces the collapse button just pressed.
        autoFocus={toggled}
        onClick={() => toggle(true)}
      >
        <ChevronUp size={18} aria-hidden="true" />
        {t('shoutbox.title')}
      </button>
    )
  return (
    <div className={styles.floating}>
      <Panel
        title={t('shoutbox.title')}
        landmark

        actions={
          <button
            type="button"
            className={styles.collapse}
            aria-label={t('shoutbox.collapse')}
            aria-expanded="true"
            onClick={() => toggle(false)}
          >
            <ChevronDown size={18} aria-hidden="true" />
          </button>
        }
      >
        <ShoutBody autoFocus />
      </Panel>
    </div>
  )
}

/** The shout-panel page (`/shout-panel`; the mobile drawer's entry): the shoutbox as a page. */
export function ShoutPanelPage() {
  const { t } = useTranslation()
  return (
    <Panel title={t('shoutbox.title')} landmark level={1}>
      <ShoutBody />
    </Panel>
  )
}
