import { html, type TemplateResult } from 'lit-html';
import { MusterError, mountViewer, VIEWER_STYLE, type ViewerHandle } from '@muster/core';
import { clubViewerData } from './clubViewerData.js';

// Adopted once: the app's Content-Security-Policy allows no inline <style>; a constructed sheet is not one.
const DIALOG_STYLE = `
dialog.club-viewer { width: 100vw; height: 100vh; max-width: none; max-height: none; margin: 0; padding: 0; border: 0; overflow: auto; }
dialog.club-viewer > .club-viewer-close { position: fixed; top: 6px; right: 8px; z-index: 1; min-height: 44px; min-width: 44px; }
dialog.club-viewer .muster-viewer { height: 100%; }
dialog.club-viewer .mv-bar { padding-right: 140px; }
dialog.club-viewer .mv-log .result { border: 0; background: none; padding: 0; } /* not the app's result panel */
@media (max-width: 760px) { dialog.club-viewer .muster-viewer { height: auto; } }
`;
let styled = false;
function adoptStyle(): void {
  if (styled) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(VIEWER_STYLE + DIALOG_STYLE);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  styled = true;
}

/**
 * Opens the replay viewer over the app (a modal dialog, outside the app's own rendering) for a saved game's
 * text; it only reads the text, so the stored game is never changed. Closing it (the button or Escape)
 * removes it. A game that cannot be read or replayed shows why in the dialog instead.
 */
export function openViewer(text: () => string | Promise<string>, file: string): void {
  adoptStyle();
  const dialog = document.createElement('dialog');
  dialog.className = 'club-viewer';
  dialog.setAttribute('aria-label', 'Replay viewer');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'club-viewer-close';
  close.textContent = 'Close viewer';
  const host = document.createElement('div');
  dialog.append(close, host);
  document.body.append(dialog);
  let viewer: ViewerHandle | null = null;
  close.addEventListener('click', () => {
    dialog.close();
  });
  dialog.addEventListener('close', () => {
    viewer?.destroy();
    dialog.remove();
  });
  dialog.showModal();
  const fail = (error: unknown) => {
    const p = document.createElement('p');
    p.className = 'bad';
    p.setAttribute('role', 'alert');
    p.textContent = `This game cannot be shown: ${MusterError.is(error) ? error.toUserLine() : error instanceof Error ? error.message : String(error)}`;
    host.append(p);
  };
  Promise.resolve()
    .then(text)
    .then((saved) => {
      const data = clubViewerData(saved, file);
      if (dialog.open) viewer = mountViewer(host, data);
    })
    .catch(fail);
}

/**
 * The "Open in viewer" button: `text` gives the saved game's text when pressed (the open game's export, or
 * a saved game read from the store).
 */
export function viewerButton(text: () => string | Promise<string>, title: string): TemplateResult {
  return html`<button
    type="button"
    data-action="view"
    @click=${() => {
      openViewer(text, title);
    }}
  >
    Open in viewer
  </button>`;
}
