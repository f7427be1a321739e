import { defineConfig } from 'vitest/config'

/** Demo-server unit tests: Node environment, Fastify `inject` (no port). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
