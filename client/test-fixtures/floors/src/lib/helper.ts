import { thing } from '../features/a/internal'

export const helper = thing
