/**
 * Moderation and administration (issue 17; s1 §6): the moderation menu of user cards and the
 * report inside report notifications (the delete-user confirmation is user-card's, the actions
 * state/moderation.ts). Other features import these lazily
 * (`import('../moderation').then(…)`), so everything here stays in one chunk for staff.
 */
export { ModerationMenu } from './ModerationMenu'
export { ReportDetails } from './ReportDetails'
