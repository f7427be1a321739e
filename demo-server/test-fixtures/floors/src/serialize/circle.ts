import { back } from './circleBack'

export const circle = back
