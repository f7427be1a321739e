import { thing } from '../a/internal'

export const read = thing
