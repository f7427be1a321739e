/** Every message group of this language in one chunk, loaded on demand by i18n/index.ts. */
export default import.meta.glob<Record<string, unknown>>('../locales/fi/*.json', {
  eager: true,
  import: 'default',
})
