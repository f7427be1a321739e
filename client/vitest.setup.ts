// Files with a DOM (happy-dom, or jsdom where a file asks for it) get Testing Library's matchers
// and settings; files marked `// @vitest-environment node` (pure logic) skip both, which keeps
// their start-up small.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { configure } = await import('@testing-library/react')
  // findBy* and waitFor wait up to 5 s instead of 1 s: on the 2-core CI machine, with the other
  // test files running beside, a lazy chunk plus a render can take longer than 1 s.
  configure({ asyncUtilTimeout: 5000 })
}

export {}
