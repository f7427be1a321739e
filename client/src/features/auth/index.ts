/**
 * What the shell needs of sign-in: the login form (user panel), logout (s1 §4), and the kept
 * accounts' switcher (issue 13: the user card menu and the side drawer).
 */
export { LoginForm } from './LoginForm'
export { AFTER_LOGOUT_PATH, useLogout } from './useLogout'
export { AccountList } from './AccountList'
export { AccountMenu } from './AccountMenu'
