import { Component, type ReactNode } from 'react';

/** What a block shows when drawing its data failed: the error to describe and a way to try again. */
export type BoundaryFallback = (error: UnreadableDataError, retry: () => void) => ReactNode;

/**
 * Data that reached a block but could not be drawn (it passed the seam's shape check yet a
 * screen's model could not read it). Described to the person as an unreadable answer.
 */
export class UnreadableDataError extends Error {
  readonly kind = 'shape';
  override name = 'UnreadableDataError';
}

interface BlockBoundaryProps {
  fallback: BoundaryFallback;
  /** Asks for the data again (the block's query). */
  onRetry: () => unknown;
  children: ReactNode;
}

/**
 * Keeps a failure to draw one block's data inside that block: the rest of the page, its heading
 * included, stays. Trying again asks for the data again and draws it anew.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, { error?: UnreadableDataError }> {
  override state: { error?: UnreadableDataError } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error: new UnreadableDataError('The data could not be drawn', { cause: error }) };
  }

  private retry = () => {
    this.setState({ error: undefined });
    void this.props.onRetry();
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
