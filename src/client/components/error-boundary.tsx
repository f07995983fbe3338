import { AlertTriangle } from 'lucide-react'
import { Component, type ErrorInfo, type ReactNode } from 'react'

import { Button } from '#client/components/ui/button.tsx'

type Props = { children: ReactNode; title?: string }
type State = { error: Error | null }

/** Route-level and panel-level boundary: a crash in one panel never blanks the whole screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Panel crashed', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div
        role="alert"
        className="rounded-card m-4 flex flex-col items-start gap-3 border border-red-200 bg-red-50 p-5 text-red-900"
      >
        <div className="flex items-center gap-2 font-semibold">
          <AlertTriangle className="size-5" aria-hidden="true" />
          {this.props.title ?? 'This part of the page failed to load.'}
        </div>
        <p className="text-sm">{this.state.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => this.setState({ error: null })}>
          Try again
        </Button>
      </div>
    )
  }
}
