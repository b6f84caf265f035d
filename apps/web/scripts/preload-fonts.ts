import type { Plugin } from "vite";

/** The brand's Latin faces: the interface text and the headings. The rarer Latin Extended faces load when used. */
export const PRELOADED_FONTS = [
  /^assets\/inter-latin-wght-normal-[^/]*\.woff2$/,
  /^assets\/source-serif-4-latin-wght-normal-[^/]*\.woff2$/,
];

/**
 * Every page of the build, the app shell the dashboard opens in included, asks for the brand's fonts with its
 * first bytes, so they arrive before the first paint and `font-display: optional` keeps them on a first visit.
 */
export function preloadFonts(): Plugin {
  return {
    name: "paralex-preload-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (_html, context) =>
        Object.keys(context.bundle ?? {})
          .filter((file) => PRELOADED_FONTS.some((pattern) => pattern.test(file)))
          .sort()
          .map((file) => ({
            tag: "link",
            attrs: { rel: "preload", href: `/${file}`, as: "font", type: "font/woff2", crossorigin: "" },
            injectTo: "head-prepend" as const,
          })),
    },
  };
}
