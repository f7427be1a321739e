/**
 * The front-end documents of the start-up (s2 §7 "Start-up"; PLEROMA-API §2): Pleroma-FE's
 * configuration, the theme list, the instance panel and the terms of service.
 */

/** Pleroma-FE style options shared by config.json and frontend_configurations.pleroma_fe. */
export const FE_CONFIG = {
  alwaysShowSubjectInput: true,
  background: '/static/background.svg',
  collapseMessageWithSubject: false,
  disableChat: false,
  greentext: true,
  hideFilteredStatuses: false,
  hideMutedPosts: false,
  hidePostStats: false,
  hideSitename: false,
  hideUserStats: false,
  // STARLING_LOGIN_METHOD=token makes the demo ask clients for the token (authorize page) login.
  loginMethod: process.env.STARLING_LOGIN_METHOD === 'token' ? 'token' : 'password',
  logo: '/static/logo.svg',
  logoMargin: '.1em',
  logoMask: true,
  minimalScopesMode: false,
  noAttachmentLinks: false,
  nsfwCensorImage: '',
  postContentType: 'text/plain',
  redirectRootLogin: '/main/friends',
  redirectRootNoLogin: '/main/all',
  scopeCopy: true,
  showFeaturesPanel: true,
  showInstanceSpecificPanel: true,
  sidebarRight: false,
  subjectLineBehavior: 'email',
  theme: 'pleroma-dark',
  webPushNotifications: false,
}

/** The instance panel (`/instance/panel.html`). */
export const PANEL_HTML = `<div class="instance-panel">
<p>Welcome to the <strong>Starling demo</strong>! This is a small made-up instance full of birds, gardens and bread.</p>
<p>Browse the <a href="/main/public">local timeline</a> or the <a href="/main/all">whole known network</a>, and say hi to <a href="/users/alice">@alice</a>.</p>
</div>
`

/** The terms of service (`/static/terms-of-service.html`). */
export const TOS_HTML = `<h4>Terms of service</h4>
<p>This is a demonstration server. Everything on it is invented and may be reset at any time.</p>
<ul><li>Be kind.</li><li>No spam, no harassment.</li><li>Post birds whenever possible.</li></ul>
`
