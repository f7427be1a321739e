/**
 * A pure function of a string, remembered for its last `size` distinct arguments (the oldest
 * first forgotten). For work that the same arguments repeat in one screen: route matching at
 * each render (state/routing/routeTable.ts), the plain text of profile fields that come with
 * each post of their author (entities/normalize/text.ts). The answer is shared by every caller
 * of the same argument: never change it.
 */
export function boundedMemo<T>(size: number, compute: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>()
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T
    const answer = compute(key)
    if (answers.size >= size) answers.delete(answers.keys().next().value ?? '')
    answers.set(key, answer)
    return answer
  }
}
