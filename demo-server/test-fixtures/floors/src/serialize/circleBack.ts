import { circle } from './circle'

export const back = () => circle
