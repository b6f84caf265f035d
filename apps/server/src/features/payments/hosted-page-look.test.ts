import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { designColors, designFonts } from "@paralex/shared/design-tokens";
import { describe, expect, it } from "vitest";
import { fontPreloadHeader, readAppFonts } from "./app-fonts.js";
import { renderHostedPage, renderHostedStylesheet } from "./hosted-page.js";

const INTER_FACE =
  '@font-face{font-family:Inter Variable;font-display:optional;src:url(/assets/inter-latin-wght-normal-X1.woff2)format("woff2-variations")}';
const SERIF_FACE =
  '@font-face{font-family:Source Serif 4 Variable;src:url(/assets/source-serif-4-latin-wght-normal-X2.woff2)format("woff2")}';

function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), "paralex-fonts-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "assets", "index-a.css"), `${INTER_FACE}${SERIF_FACE}.btn{color:red}`);
  writeFileSync(path.join(dist, "assets", "home-b.css"), `${INTER_FACE}.hero{color:blue}`);
  return dist;
}

describe("the payment pages' look", () => {
  it("takes the app's own @font-face rules from the built web app, once each, and preloads the Latin files", () => {
    const fonts = readAppFonts(fakeBuild());
    expect(fonts.fontFaces).toBe(`${INTER_FACE}\n${SERIF_FACE}`);
    expect(fonts.preloads).toEqual([
      "/assets/inter-latin-wght-normal-X1.woff2",
      "/assets/source-serif-4-latin-wght-normal-X2.woff2",
    ]);
    expect(fontPreloadHeader(fonts.preloads)).toBe(
      '</assets/inter-latin-wght-normal-X1.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin, ' +
        '</assets/source-serif-4-latin-wght-normal-X2.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin',
    );
  });

  it("has no font rules, only the fallback stack, when the web app is not built", () => {
    expect(readAppFonts(path.join(tmpdir(), "no-such-build"))).toEqual({ fontFaces: "", preloads: [] });
  });

  it("sets text in the app's font family and colours from the shared design tokens", () => {
    const css = renderHostedStylesheet(INTER_FACE);
    expect(css.startsWith(INTER_FACE)).toBe(true);
    expect(css).toContain(`--font-sans:${designFonts.sans}`);
    expect(css).toContain(`--font-serif:${designFonts.serif}`);
    expect(css).toContain(`--color-ink:${designColors.ink}`);
    expect(css).toContain(`--color-primary:${designColors.primary}`);
    expect(css).toContain("html{font-family:var(--font-sans)");
    expect(css).toContain("h1{font-family:var(--font-serif)");
    expect(css).not.toMatch(/system-ui,-apple-system/);
  });

  it("heads every page with the app's header bar: the brand mark and name, linking home", () => {
    const html = renderHostedPage({ title: "Billing", brandName: "Paralex", banner: "Billing", main: "<main></main>" });
    expect(html).toMatch(
      /<header class="bar"><div class="bar-inner"><a class="brand" href="\/" aria-label="Paralex home"><svg [^>]*aria-hidden="true"[^>]*>.*<\/svg>Paralex<\/a><span class="secure">Billing<\/span><\/div><\/header>/,
    );
    expect(html).not.toMatch(/<script|<style|\sstyle=/i);
  });
});
