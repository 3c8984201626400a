// The webview's side of the channel to the extension: typed posts, checked receipts, and the state
// VS Code keeps for the panel across reloads (the serializer hands it back to the extension).
import { checkMessage, SummaryPanelStateSchema, ToWebviewSchema, type FromWebview, type SummaryPanelState, type ToWebview } from '../../src/protocol/messages';

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
  /** Calls `receive` with each message of the extension's that passes its schema; the rest are logged and dropped. */
  listen(receive: (message: ToWebview) => void): void;
}

export function connectHost(): Host {
  // acquireVsCodeApi may be called once per page load.
  const api = acquireVsCodeApi();
  const post = (message: FromWebview) => api.postMessage(message);
  return {
    post,
    state: () => {
      const saved = api.getState();
      if (saved === undefined || saved === null) return undefined;
      const checked = checkMessage(SummaryPanelStateSchema, saved, 'saved state');
      if (checked.ok) return checked.message;
      // Saved by another version of the panel: start afresh rather than from a guess.
      console.warn(`Calibration Summary: ignored what it saved before: ${checked.problem}`);
      return undefined;
    },
    saveState: (state) => api.setState(state),
    listen: (receive) => {
      window.addEventListener('message', (event: MessageEvent<unknown>) => {
        const checked = checkMessage(ToWebviewSchema, event.data);
        if (checked.ok) return receive(checked.message);
        console.error(`Calibration Summary: dropped a message that fails its schema: ${checked.problem}`);
        post({ type: 'rejected', problem: checked.problem });
      });
    },
  };
}
