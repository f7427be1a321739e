import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /** Names the part in the console line, e.g. `post 9aBc` (never shown on screen). */
  name: string
  /** Shown instead of `children` once they threw while rendering. */
  fallback: ReactNode
  children?: ReactNode
}

/**
 * Keeps a part that throws while rendering (malformed server data, issue 22; s2 §8 "Other")
 * from taking its view down: the part is replaced by `fallback` and the error logged with
 * console.error; the rest of the view goes on. The route's error screen is only for routes
 * that cannot render at all.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Starling: ${this.props.name} could not be shown`, error, info.componentStack)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** The one-line fallback of a part: the catalogue message `messageKey` (issue 22). */
export function PartFallback({
  messageKey,
  className,
}: {
  messageKey: string
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <p className={className} data-part-error="">
      {t(messageKey)}
    </p>
  )
}

/**
 * The boundary of a panel's body: one line, "this part could not be shown", instead of a body
 * that throws (issue 22). Kept out of ui/Panel, which the initial load carries (budget).
 */
export function PanelBoundary({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <ErrorBoundary name={name} fallback={<PartFallback messageKey="general.part_error" />}>
      {children}
    </ErrorBoundary>
  )
}
