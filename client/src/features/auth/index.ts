/** What the shell needs of sign-in: the login form (user panel) and logout (s1 §4). */
export { LoginForm } from './LoginForm'
export { AFTER_LOGOUT_PATH, useLogout } from './useLogout'
