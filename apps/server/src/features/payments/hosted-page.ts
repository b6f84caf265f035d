import { escapeHtml } from "../../lib/escape-html.js";
/** The frame of the server-rendered payment pages: no script at all, one small stylesheet of our own. */

export const HOSTED_PAGE_STYLESHEET_PATH = "/checkout/assets/checkout.css";

export const HOSTED_PAGE_STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
:root{color-scheme:light;--ink:#0f172a;--muted:#475569;--line:#cbd5e1;--brand:#1e3a8a;--brand-ink:#fff;--error:#b91c1c;--bg:#f1f5f9;--card:#fff}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:var(--ink);background:var(--bg)}
body{margin:0;min-height:100vh}
a{color:var(--brand)}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.skip-link{position:absolute;left:-999px;top:0;background:var(--card);padding:.5rem 1rem}
.skip-link:focus{left:1rem}
.bar{display:flex;justify-content:space-between;align-items:center;padding:1rem 1.5rem;background:var(--brand);color:var(--brand-ink)}
.brand{font-weight:700;font-size:1.25rem;letter-spacing:.01em}
.secure{font-size:.875rem}
.layout{display:grid;gap:1.5rem;align-items:start;max-width:64rem;margin:2rem auto;padding:0 1rem}
@media (min-width:48rem){.layout.two{grid-template-columns:1fr 1.2fr}}
.card{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.125rem;margin:1.25rem 0 .5rem}
.card>h2:first-child{margin-top:0}
.summary dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0}
.summary dt{color:var(--muted)}
.summary dd{margin:0;font-weight:600}
.summary ul{padding-left:1.25rem;margin:.25rem 0}
.total{display:flex;justify-content:space-between;border-top:1px solid var(--line);margin-top:1rem;padding-top:1rem;font-size:1.125rem}
.note{background:#eff6ff;border:1px solid #bfdbfe;border-radius:.5rem;padding:.75rem;font-size:.9375rem}
.alert{border:2px solid var(--error);border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0;color:var(--error)}
.alert h2{margin:0 0 .25rem;font-size:1rem}
.alert ul{margin:0;padding-left:1.25rem}
.alert a{color:var(--error)}
.field{margin:1rem 0}
.row{display:grid;gap:0 1rem}
@media (min-width:30rem){.row{grid-template-columns:1fr 1fr}}
label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{display:block;font-weight:400;color:var(--muted);font-size:.875rem}
input,select{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #64748b;border-radius:.5rem;background:#fff;color:var(--ink)}
input[aria-invalid="true"],select[aria-invalid="true"]{border:2px solid var(--error)}
.field-error{color:var(--error);font-size:.9375rem;margin:.25rem 0 0}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin-top:1.5rem}
button{font:inherit;font-weight:700;border:0;border-radius:.5rem;padding:.75rem 2rem;background:var(--brand);color:var(--brand-ink);cursor:pointer}
button:hover{background:#172554}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--line)}
th{color:var(--muted);font-weight:600}
.status{font-weight:700}
`.trim();

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function renderHostedPage(page: { title: string; brandName: string; banner: string; main: string }): string {
  const brand = escapeHtml(page.brandName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(page.title)} | ${brand}</title>
<link rel="stylesheet" href="${HOSTED_PAGE_STYLESHEET_PATH}">
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="bar"><span class="brand">${brand}</span><span class="secure">${escapeHtml(page.banner)}</span></header>
${page.main}
</body>
</html>
`;
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
    main: `<main id="main" class="layout"><section class="card">
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.message)}</p>
<p><a href="${escapeHtml(page.backUrl)}">${escapeHtml(page.backLabel)}</a></p>
</section></main>`,
  });
}
