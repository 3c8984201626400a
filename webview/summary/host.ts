// The webview's side of the channel to the extension: typed posts, and the state VS Code keeps for the
// panel across reloads (the serializer hands it back to the extension).
import type { FromWebview, SummaryPanelState } from '../../src/protocol';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

export interface Host {
  post(message: FromWebview): void;
  state(): SummaryPanelState | undefined;
  saveState(state: SummaryPanelState): void;
}

export function connectHost(): Host {
  // acquireVsCodeApi may be called once per page load.
  const api = acquireVsCodeApi();
  return {
    post: (message) => api.postMessage(message),
    state: () => {
      const saved = api.getState() as SummaryPanelState | undefined;
      return saved && Array.isArray(saved.folders) ? saved : undefined;
    },
    saveState: (state) => api.setState(state),
  };
}
