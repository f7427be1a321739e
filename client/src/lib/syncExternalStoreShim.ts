/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts `resolve.alias`), which
 * react-i18next imports for React versions before 18: React 19 has the hook itself, and the
 * shim's fallback would cost initial-load bytes (DESIGN.md "Budgets").
 */
export { useSyncExternalStore } from 'react'
