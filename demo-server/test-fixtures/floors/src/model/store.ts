import { route } from '../resources/route'

export const store = { route }
