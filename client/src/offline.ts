/**
 * The offline page (offline.html, issue 19): what the service worker (client/sw/sw.ts) serves
 * for a navigation when the network fails, instead of the browser's error page. It says, in the
 * browser's language (English or German; s1 §1 "The default interface language comes from the
 * browser language"), that Starling cannot reach its server, and offers to try again; it also
 * reloads by itself when the browser comes back online, and while the browser says it is online,
 * as soon as the server answers again (offlineRetry.ts). The colours are the theme the app last
 * cached (theme/apply.ts), else the system's light or dark. A separate build
 * (vite.sw.config.ts): nothing of it is in the app's initial load.
 */
import de from './i18n/locales/de/offline.json'
import en from './i18n/locales/en/offline.json'
import { reloadWhenReachable } from './offlineRetry'
import { applyCachedTheme } from './theme/apply'
import './theme/themes.css'
import './theme/global.css'
import styles from './offline.module.css'

applyCachedTheme()

const german = navigator.languages.some((language) => language.toLowerCase().startsWith('de'))
const messages = german ? de : en
document.documentElement.lang = german ? 'de' : 'en'

const main = document.getElementById('offline')
if (main) {
  main.className = styles.panel ?? ''
  const title = document.createElement('h1')
  title.textContent = messages.title
  const text = document.createElement('p')
  text.textContent = messages.text
  const retry = document.createElement('button')
  retry.type = 'button'
  retry.className = styles.retry ?? ''
  retry.textContent = messages.retry
  retry.addEventListener('click', () => window.location.reload())
  main.append(title, text, retry)
}
window.addEventListener('online', () => window.location.reload())
if (navigator.onLine) reloadWhenReachable()
