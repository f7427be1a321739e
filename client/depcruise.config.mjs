// The client's import floors (docs/ARCHITECTURE.md "Layers"), checked by dependency-cruiser in
// `npm run lint` and in src/architecture.test.ts. Paths are relative to client/.
//
// From the bottom: lib (pure helpers) | i18n, theme | api/schemas (raw server shapes) |
// entities (the spec's entities, normalizers, the entity store factory) | api (http, endpoints,
// streaming) | state (session, account scope, routing, preferences, notices, timelines, live,
// load) | ui (presentational) | content (server content kit) | features | app | main.tsx.
// A floor imports only floors below it; features import each other only through an index.ts;
// app is imported by main.tsx only. Tests may reach across floors, but not in circles.

import { floorRule, noCircular, SRC } from '../scripts/floors.mjs'

const TEST = '(\\.test\\.tsx?$|/testing/)'

/** A rule: files matching `from` may import internal files only under `allowed`. */
const floor = (name, from, allowed) =>
  floorRule(name, from, allowed, { test: TEST, doc: 'docs/ARCHITECTURE.md "Layers"' })

const LIB = `${SRC}lib/`
const I18N = `${SRC}(i18n|theme)/`
const SCHEMAS = `${SRC}api/schemas/`
const ENTITIES = `${SRC}entities/`
const API = `${SRC}api/`
const STATE = `${SRC}state/`
const UI = `${SRC}ui/`
const CONTENT = `${SRC}content/`
const FEATURES = `${SRC}features/`

export default {
  forbidden: [
    noCircular,
    floor('lib', LIB, []),
    floor('i18n-theme', I18N, [LIB]),
    floor('schemas', SCHEMAS, [LIB]),
    floor('entities', ENTITIES, [LIB, I18N, SCHEMAS]),
    floor('api', `${SRC}api/(?!schemas/)`, [LIB, I18N, SCHEMAS, ENTITIES]),
    floor('state', STATE, [LIB, I18N, API, ENTITIES]),
    floor('ui', UI, [LIB, I18N]),
    floor('content', CONTENT, [LIB, I18N, API, ENTITIES, STATE, UI]),
    {
      name: 'features-not-app',
      severity: 'error',
      comment: 'features never import the composition root (app/) or the entry',
      from: { path: FEATURES, pathNot: TEST },
      to: { path: [`${SRC}app/`, `${SRC}main\\.tsx$`] },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment: 'a feature imports another feature only through its index.ts',
      from: { path: `${FEATURES}([^/]+)/`, pathNot: TEST },
      to: {
        path: FEATURES,
        pathNot: [`${FEATURES}$1/`, `${FEATURES}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'app-only-from-main',
      severity: 'error',
      comment: 'app/ is the composition root: only main.tsx imports it',
      from: { path: SRC, pathNot: [`${SRC}app/`, `${SRC}main\\.tsx$`, TEST] },
      to: { path: `${SRC}app/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|\\.css$|\\.json$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
  },
}
