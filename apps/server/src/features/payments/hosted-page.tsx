import { brandMark } from "@paralex/shared/brand-mark";
import { designBreakpoints, designTokenProperties } from "@paralex/shared/design-tokens";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The frame of the server-rendered payment pages: no script at all, one small stylesheet of our own. The pages are
 * React components rendered to static markup, so every value is escaped unless a page says otherwise.
 */
export const HOSTED_PAGE_STYLESHEET_PATH = "/checkout/assets/checkout.css";

const ERROR = "#b91c1c";

/**
 * The pages' stylesheet in the product's look: the shared design tokens as custom properties, the app's own
 * @font-face rules (readAppFontFaces), Inter for text and Source Serif for the page heading, a white header bar
 * with the brand mark, and cards on the dashboard's light grey ground.
 */
export function renderHostedStylesheet(fontFaces: string): string {
  const tokens = designTokenProperties()
    .map(([property, value]) => `${property}:${value}`)
    .join(";");
  return `${fontFaces}
*,*::before,*::after{box-sizing:border-box}
:root{color-scheme:light;${tokens};--color-error:${ERROR}}
html{font-family:var(--font-sans);line-height:1.5;color:var(--color-body);background:var(--color-surface);-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;-webkit-font-smoothing:antialiased}
a{color:var(--color-primary)}
a:hover{color:var(--color-primary-dark)}
:focus-visible{outline:3px solid var(--color-primary);outline-offset:2px}
.skip-link{position:absolute;left:-999px;top:.5rem;z-index:10;background:#fff;padding:.5rem 1rem;border-radius:.25rem}
.skip-link:focus{left:.5rem}
.bar{background:#fff;border-bottom:1px solid var(--color-line)}
.bar-inner{display:flex;justify-content:space-between;align-items:center;gap:1rem;max-width:1200px;height:4rem;margin:0 auto;padding:0 1rem}
@media (min-width:${designBreakpoints.sm}px){.bar-inner{padding:0 1.5rem}}
.brand{display:inline-flex;align-items:center;gap:.5rem;font-family:var(--font-serif);font-size:1.5rem;font-weight:600;color:var(--color-ink);text-decoration:none;border-radius:.375rem}
.brand:hover{color:var(--color-ink)}
.brand svg{flex:none}
.secure{font-size:.875rem;font-weight:600;color:var(--color-muted)}
.layout{display:grid;gap:1.5rem;align-items:start;max-width:64rem;margin:2rem auto;padding:0 1rem}
@media (min-width:${designBreakpoints.md}px){.layout.two{grid-template-columns:1fr 1.2fr}}
.card{background:#fff;border-radius:var(--radius-card);box-shadow:var(--shadow-card);padding:1.25rem 1rem}
@media (min-width:${designBreakpoints.sm}px){.card{padding:1.5rem}}
h1,h2{color:var(--color-ink);text-wrap:balance}
h1{font-family:var(--font-serif);font-size:1.875rem;font-weight:600;line-height:1.2;margin:0 0 1rem}
h2{font-size:1.125rem;font-weight:600;margin:1.25rem 0 .5rem}
.card>h2:first-child{margin-top:0}
.summary dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
.summary dt{color:var(--color-muted)}
.summary dd{margin:0;font-weight:600;color:var(--color-ink)}
.summary ul{padding-left:1.25rem;margin:.25rem 0}
.total{display:flex;justify-content:space-between;border-top:1px solid var(--color-line);margin-top:1rem;padding-top:1rem;font-size:1.125rem;color:var(--color-ink)}
.note{background:#eff6ff;border:1px solid #bfdbfe;border-radius:.5rem;padding:.75rem;font-size:.9375rem}
.alert{border:2px solid var(--color-error);border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0;color:var(--color-error)}
.alert h2{margin:0 0 .25rem;font-size:1rem;color:var(--color-error)}
.alert ul{margin:0;padding-left:1.25rem}
.alert a{color:var(--color-error)}
.field{margin:1rem 0}
.row{display:grid;gap:0 1rem}
@media (min-width:${designBreakpoints.xs}px){.row{grid-template-columns:1fr 1fr}}
label{display:block;font-weight:600;color:var(--color-ink);margin-bottom:.25rem}
.hint{display:block;font-weight:400;color:var(--color-muted);font-size:.875rem}
input,select{width:100%;min-height:2.75rem;font:inherit;padding:.625rem .75rem;border:1px solid #64748b;border-radius:.5rem;background:#fff;color:var(--color-body)}
input[aria-invalid="true"],select[aria-invalid="true"]{border:2px solid var(--color-error)}
.field-error{color:var(--color-error);font-size:.9375rem;margin:.25rem 0 0}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin-top:1.5rem}
button{font:inherit;font-weight:600;min-height:2.75rem;border:0;border-radius:.5rem;padding:.625rem 2rem;background:var(--color-primary);color:#fff;cursor:pointer;transition:background-color .3s}
button:hover{background:var(--color-primary-dark)}
table{width:100%;border-collapse:collapse}
caption{caption-side:top;text-align:left}
caption.hint{display:table-caption;margin-bottom:.5rem}
th,td{text-align:left;vertical-align:top;padding:.5rem .375rem;border-bottom:1px solid var(--color-line);font-size:.875rem;overflow-wrap:break-word}
@media (min-width:${designBreakpoints.sm}px){th,td{padding:.5rem;font-size:1rem}}
th{color:var(--color-muted);font-weight:600}
.status{font-weight:700}
@media (prefers-reduced-motion:reduce){button{transition:none}}`;
}

const { size, radius, path, strokeWidth, tones } = brandMark;

function BrandMark() {
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      <rect width={size} height={size} rx={radius} fill={tones.dark.square} />
      <path
        d={path}
        fill="none"
        stroke={tones.dark.letter}
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface HostedPageFrame {
  title: string;
  brandName: string;
  banner: string;
}

function HostedPage({ title, brandName, banner, children }: HostedPageFrame & { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <title>{`${title} | ${brandName}`}</title>
        <link rel="stylesheet" href={HOSTED_PAGE_STYLESHEET_PATH} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="bar">
          <div className="bar-inner">
            <a className="brand" href="/" aria-label={`${brandName} home`}>
              <BrandMark />
              {brandName}
            </a>
            <span className="secure">{banner}</span>
          </div>
        </header>
        {children}
      </body>
    </html>
  );
}

/** A whole page: the frame around main, as the HTML document a browser gets. */
export function renderHostedPage(page: HostedPageFrame & { main: ReactNode }): string {
  const { main, ...frame } = page;
  return `<!doctype html>\n${renderToStaticMarkup(<HostedPage {...frame}>{main}</HostedPage>)}\n`;
}

/** A page with one message and a way back to the dashboard. */
export function renderMessagePage(page: {
  title: string;
  brandName: string;
  message: string;
  backUrl: string;
  backLabel: string;
}): string {
  return renderHostedPage({
    title: page.title,
    brandName: page.brandName,
    banner: "Secure checkout",
    main: (
      <main id="main" className="layout">
        <section className="card">
          <h1>{page.title}</h1>
          <p>{page.message}</p>
          <p>
            <a href={page.backUrl}>{page.backLabel}</a>
          </p>
        </section>
      </main>
    ),
  });
}
