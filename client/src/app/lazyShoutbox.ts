/**
 * The one import of the shoutbox's entry chunk (features/shoutbox/lazy.tsx), shared by the
 * shout-panel route and the shell's floating panel: each import() call in the initial bundle
 * costs bytes of its own.
 */
export const loadShoutbox = () => import('../features/shoutbox/lazy')
