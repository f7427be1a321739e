// The demo server's import floors (docs/demo-server.md "Floors"), checked by dependency-cruiser
// in `npm run lint` (`npm run floors -w demo-server`) and in src/architecture.test.ts. Paths are
// relative to demo-server/.
//
// From the bottom: lib (pure helpers) | http (parameters, answers, paging, body parsers) and
// model (the state, its rules, clock, events and every write in model/operations/), both over
// lib only | auth (sign-in state, tokens, the guard) | serialize (model -> Pleroma JSON) |
// resources (the routes, one module per resource) | app.ts | main.ts. The shoutbox's Phoenix
// socket (socket/) sits beside resources: over lib, http, model, auth, serialize and the seed's
// helpers; resources/index.ts registers it and app.ts starts its activity. The seed imports lib,
// model and auth only; the malformed switch (an onSend hook) and web (serving the client build,
// the stand-alone server) import lib and http only. A floor imports only floors below it; app.ts
// is imported by main.ts only. Tests and src/testing/ may reach across floors, but not in circles.

import { floorRule, noCircular, SRC } from '../scripts/floors.mjs'

const TEST = '(\\.test\\.ts$|^src/testing/)'

/** A rule: files matching `from` may import internal files only under `allowed`. */
const floor = (name, from, allowed) =>
  floorRule(name, from, allowed, { test: TEST, doc: 'docs/demo-server.md "Floors"' })

const LIB = `${SRC}lib/`
const HTTP = `${SRC}http/`
const MODEL = `${SRC}model/`
const AUTH = `${SRC}auth/`
const SERIALIZE = `${SRC}serialize/`
const RESOURCES = `${SRC}resources/`
const SEED = `${SRC}seed/`
const MALFORMED = `${SRC}malformed/`
const WEB = `${SRC}web/`
const SOCKET = `${SRC}socket/`

export default {
  forbidden: [
    noCircular,
    floor('lib', LIB, []),
    floor('http', HTTP, [LIB]),
    floor('model', MODEL, [LIB]),
    floor('auth', AUTH, [LIB, HTTP, MODEL]),
    floor('serialize', SERIALIZE, [LIB, MODEL, AUTH]),
    floor('resources', RESOURCES, [LIB, HTTP, MODEL, AUTH, SERIALIZE, SOCKET]),
    floor('socket', SOCKET, [LIB, HTTP, MODEL, AUTH, SERIALIZE, SEED]),
    floor('seed', SEED, [LIB, MODEL, AUTH]),
    floor('malformed', MALFORMED, [LIB, HTTP]),
    floor('web', WEB, [LIB, HTTP]),
    {
      name: 'app-only-from-main',
      severity: 'error',
      comment: 'app.ts is the composition root: only main.ts imports it',
      from: { path: SRC, pathNot: [`${SRC}main\\.ts$`, TEST] },
      to: { path: `${SRC}app\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|\\.json$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
  },
}
