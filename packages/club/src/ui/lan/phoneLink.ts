import { html, nothing, type TemplateResult } from 'lit-html';

/**
 * The home screen's "players' phones" panel. A `muster club --lan` server names the phones' link (with its
 * access token) in a meta tag of the page and serves its QR code; on any other server the panel is absent.
 */
export function phoneLinkView(): TemplateResult | typeof nothing {
  const url = document.querySelector<HTMLMetaElement>('meta[name="muster-club-lan"]')?.content;
  if (!url) return nothing;
  return html`<section class="panel" aria-labelledby="phones-title" id="phone-link">
    <h3 id="phones-title">Players' phones</h3>
    <p>On the same Wi-Fi, scan this code or open the link (it holds this table's access token).</p>
    <img
      id="phone-qr"
      width="200"
      height="200"
      alt="QR code of the link for the players' phones"
      src="./_club/qr.svg"
    />
    <p><code id="phone-url">${url}</code></p>
  </section>`;
}
