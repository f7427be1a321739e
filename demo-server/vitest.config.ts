import { defineConfig } from 'vitest/config'

/** Demo-server unit tests: Node environment, Fastify `inject` (no port). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files share a worker's modules (Fastify, the seed, the demo password's scrypt hash) instead
    // of loading them again each: a quarter of the CPU time. Every test builds its own server
    // (buildServer), and no module keeps state between them beyond that cached hash.
    isolate: false,
    // CI runs this suite beside ESLint: the 2,000-status bench test took 7 s on a busy machine.
    testTimeout: 15_000,
  },
})
