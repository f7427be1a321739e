import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useInstance } from '../../state/instance'
import styles from './SiteBrand.module.css'

/** Props of {@link SiteBrand}. */
export interface SiteBrandProps {
  /** Called after the link is followed (the drawer closes on navigation). */
  onNavigate?: () => void
}

/**
 * The instance logo and site name, linking to the root route (s1 §2 "Desktop navbar").
 * Honours the instance's logo, logoMask (the logo shape filled with the link colour),
 * logoMargin and hideSitename (the name stays as the link's accessible name).
 */
export function SiteBrand({ onNavigate }: SiteBrandProps) {
  const { t } = useTranslation()
  const name = useInstance((state) => state.config.name)
  const logo = useInstance((state) => state.config.logo)
  const logoMask = useInstance((state) => state.config.logoMask)
  const logoMargin = useInstance((state) => state.config.logoMargin)
  const hideSitename = useInstance((state) => state.config.hideSitename)
  return (
    <Link
      to="/"
      className={styles.brand}
      aria-label={t('nav.site_home', { name })}
      onClick={onNavigate}
    >
      {logo &&
        (logoMask ? (
          <span
            className={styles.mask}
            style={{ maskImage: `url("${logo}")`, margin: logoMargin || undefined }}
            aria-hidden="true"
          />
        ) : (
          <img
            className={styles.logo}
            src={logo}
            alt=""
            style={{ margin: logoMargin || undefined }}
          />
        ))}
      {!hideSitename && <span className={styles.name}>{name}</span>}
    </Link>
  )
}
