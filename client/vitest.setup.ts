import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

// findBy* and waitFor wait up to 3 s instead of 1 s: on the 2-core CI machine, with the other
// test files running beside, a lazy chunk plus a render can take longer than 1 s.
configure({ asyncUtilTimeout: 3000 })
