/** The lazy part of the keyboard shortcuts: the key handler and the help dialog (one chunk). */
export { createKeyHandler } from './keyHandler'
export { default } from './ShortcutsHelp'
