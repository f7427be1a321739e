/** Text length as Pleroma counts it against its limits (PLEROMA-API §2.1, §6, §7). */

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** Length in user-perceived characters (Elixir's String.length). */
export const charCount = (text: string): number => [...segmenter.segment(text)].length
