/**
 * Web push (issue 19): what other features use. The live side starts {@link startPush} and
 * {@link startPushClicks} for every signed-in scope; logout calls {@link releasePush} before it
 * revokes the token; the Notifications settings tab asks {@link pushSupported}.
 */
export { pushSupported } from './browserPush'
export { startPushClicks } from './openNotification'
export { releasePush, startPush } from './pushSession'
