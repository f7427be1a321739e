export const thing = 1
