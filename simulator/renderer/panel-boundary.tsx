import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The panel's name (its tab): the failure says which panel failed. */
  name: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a panel's crash in the panel: a panel that throws while rendering (a journey whose data its views
 * cannot read, a bug) shows its name and the error's message where it was, with "Try again", and the phone,
 * the bar and the other panels keep working. Without it React unmounts the whole simulator: a blank window.
 */
export class PanelBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.name} panel failed:`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="panel" aria-label={this.props.name}>
        <p className="warning" role="alert">
          The {this.props.name} panel failed: {error.message}
        </p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </section>
    );
  }
}
