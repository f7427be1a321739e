/**
 * The shoutbox (s1 §2 "Shoutbox"; issue 15): what other features use. Starting it loads the
 * Phoenix client lazily; its state is state/shoutbox.ts. The panels are a lazy chunk of their
 * own (app/lazyShoutbox.ts).
 */
export { startShoutbox } from './start'
